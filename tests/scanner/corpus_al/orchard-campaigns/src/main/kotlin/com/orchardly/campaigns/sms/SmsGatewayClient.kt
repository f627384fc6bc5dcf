package com.orchardly.campaigns.sms

import org.springframework.beans.factory.annotation.Value
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.client.HttpServerErrorException
import org.springframework.web.client.RestClient

@Component
class SmsGatewayClient(
    @Value("\${sms-gateway.base-url}") baseUrl: String,
    @Value("\${sms-gateway.api-key}") apiKey: String,
) {
    private val rest = RestClient.builder()
        .baseUrl(baseUrl)
        .defaultHeader("x-api-key", apiKey)
        .build()

    fun send(to: String, text: String, attempts: Int = 3) {
        repeat(attempts) { i ->
            try {
                rest.post().uri("messages").body(mapOf("to" to to, "text" to text)).retrieve().toBodilessEntity()
                return
            } catch (e: HttpServerErrorException) {
                if (e.statusCode != HttpStatus.BAD_GATEWAY && e.statusCode != HttpStatus.SERVICE_UNAVAILABLE) throw e
                Thread.sleep(500L * (i + 1))
            }
        }
    }
}
