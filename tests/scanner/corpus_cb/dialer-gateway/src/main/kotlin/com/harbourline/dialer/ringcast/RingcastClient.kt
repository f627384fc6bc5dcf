package com.harbourline.dialer.ringcast

import com.harbourline.dialer.model.Prospect
import kotlinx.coroutines.reactor.awaitSingleOrNull
import org.springframework.http.HttpStatusCode
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.WebClientResponseException
import reactor.util.retry.Retry
import java.time.Duration

@Component
class RingcastClient(
    private val ringcastWebClient: WebClient,
    private val props: RingcastProperties,
) {

    suspend fun pushProspects(listId: String, actingUserIdpId: String, actingEmail: String, prospects: List<Prospect>) {
        ringcastWebClient.post()
            .uri("/contact-lists/{id}/contacts", listId)
            .header("x-user-id", actingUserIdpId)
            .bodyValue(mapOf("phones" to prospects.map { it.e164 }))
            .retrieve()
            .onStatus(HttpStatusCode::isError) { RingcastErrorMapper.map(it, actingEmail, listId) }
            .toBodilessEntity()
            .retryWhen(
                Retry.backoff(props.retry.maxAttempts, Duration.ofMillis(300))
                    .filter { it is RingcastFailure.IdentityProviderDown }
            )
            .awaitSingleOrNull()
    }

    suspend fun dropProspect(listId: String, actingUserIdpId: String, phone: String) {
        ringcastWebClient.delete()
            .uri("/contact-lists/{id}/contacts/{phone}", listId, phone)
            .header("X-User-Id", actingUserIdpId)
            .retrieve()
            .toBodilessEntity()
            .onErrorResume(WebClientResponseException.NotFound::class.java) { reactor.core.publisher.Mono.empty() }
            .awaitSingleOrNull()
    }
}
