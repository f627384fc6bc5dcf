package com.kestrelfreight.leadsync.email

import org.springframework.beans.factory.annotation.Value
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.WebClientResponseException
import org.springframework.web.reactive.function.client.bodyToMono
import reactor.core.publisher.Mono

/**
 * Postwave (email marketing). Their contact lists are separate from the dialer's;
 * we mirror shipper contacts into a newsletter list.
 */
@Component
class PostwaveClient(
    builder: WebClient.Builder,
    @Value("\${postwave.base-url:https://api.postwave.io/v1}") baseUrl: String,
    @Value("\${postwave.api-key}") apiKey: String,
) {
    private val client = builder.baseUrl(baseUrl)
        .defaultHeader("X-API-Key", apiKey)
        .build()

    fun addSubscriber(listId: String, email: String): Mono<Void> =
        client.post()
            .uri("/contact-lists/{id}/subscribers", listId)
            .bodyValue(mapOf("email" to email))
            .retrieve()
            .bodyToMono<Void>()
            .onErrorResume(WebClientResponseException.NotFound::class.java) {
                // Postwave returns {"error": "list not found"} when a list was archived
                val error = it.getResponseBodyAs(Map::class.java)?.get("error") as? String
                Mono.error(IllegalStateException("Postwave list $listId missing: $error"))
            }

    fun lists(): Mono<List<Map<String, Any>>> =
        client.get().uri("/contact-lists").retrieve().bodyToMono()
}
