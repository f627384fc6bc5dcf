package com.brightcart.dialer.billing

import org.springframework.beans.factory.annotation.Value
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.WebClientResponseException
import org.springframework.web.reactive.function.client.awaitBody

data class UsageRecord(val accountId: String, val minutes: Int)

/** Internal billing service (behind AWS API Gateway, hence x-api-key). */
@Component
class BillingClient(
    builder: WebClient.Builder,
    @Value("\${billing.base-url}") baseUrl: String,
    @Value("\${billing.api-key}") apiKey: String,
) {
    private val client = builder.baseUrl(baseUrl)
        .defaultHeader("x-api-key", apiKey)
        .build()

    suspend fun reportUsage(record: UsageRecord): Boolean = try {
        client.post().uri("/usage").bodyValue(record).retrieve().awaitBody<Unit>()
        true
    } catch (e: WebClientResponseException) {
        when (e.statusCode) {
            HttpStatus.BAD_GATEWAY, HttpStatus.SERVICE_UNAVAILABLE -> false // gateway hiccup, retried by outbox
            HttpStatus.NOT_FOUND -> throw IllegalStateException("billing account ${record.accountId} not found")
            else -> throw e
        }
    }
}
