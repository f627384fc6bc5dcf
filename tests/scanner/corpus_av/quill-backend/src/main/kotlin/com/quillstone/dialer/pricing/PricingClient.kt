package com.quillstone.dialer.pricing

import org.springframework.beans.factory.annotation.Value
import org.springframework.stereotype.Component
import org.springframework.web.client.HttpServerErrorException
import org.springframework.web.client.RestClient

@Component
class PricingClient(
    @Value("\${pricing.url}") url: String,
    @Value("\${pricing.api-key}") key: String,
) {
    private val client = RestClient.builder()
        .baseUrl(url)
        .defaultHeader("x-api-key", key)
        .build()

    fun quote(sku: String): Quote? = try {
        client.get().uri("/quotes/{sku}", sku).retrieve().body(Quote::class.java)
    } catch (e: HttpServerErrorException) {
        if (e.statusCode.value() == 503 || e.statusCode.value() == 502) null else throw e
    }
}
