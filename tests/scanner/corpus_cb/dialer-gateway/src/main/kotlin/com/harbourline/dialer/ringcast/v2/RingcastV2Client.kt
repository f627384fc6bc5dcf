package com.harbourline.dialer.ringcast.v2

import com.fasterxml.jackson.databind.JsonNode
import org.springframework.beans.factory.annotation.Value
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.WebClientResponseException
import org.springframework.web.reactive.function.client.awaitBody

/** Already migrated: call outcomes come from the v2 API. */
@Component
class RingcastV2Client(
    builder: WebClient.Builder,
    @Value("\${ringcast-v2.base-url}") baseUrl: String,
    @Value("\${ringcast-v2.api-key}") apiKey: String,
) {
    private val client = builder.baseUrl(baseUrl)
        .defaultHeader("Authorization", "Bearer $apiKey")
        .build()

    suspend fun callOutcomes(since: String): JsonNode = try {
        client.get().uri("/calls?since={s}", since).retrieve().awaitBody()
    } catch (e: WebClientResponseException) {
        val err = e.getResponseBodyAs(JsonNode::class.java)
        val code = err?.path("error")?.path("code")?.asText()
        if (e.statusCode.value() == 404 && code == "user_not_found") {
            throw IllegalStateException("v2: acting user is not provisioned")
        }
        throw e
    }
}
