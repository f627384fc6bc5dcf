package energy.quillmark.campaign.callcove

import org.springframework.http.HttpStatus
import org.springframework.http.HttpStatusCode
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.ClientResponse
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.bodyToMono
import reactor.core.publisher.Mono
import reactor.util.retry.Retry
import java.time.Duration

data class ContactList(val id: String, val name: String, val contactCount: Int)
data class Actor(val email: String)

@Component
class CallcoveClient(private val callcoveWebClient: WebClient) {

    fun getList(id: String, actor: Actor): Mono<ContactList> =
        callcoveWebClient.get()
            .uri("/contact-lists/{id}", id)
            .header("x-user-email", actor.email)
            .retrieve()
            .onStatus(HttpStatusCode::isError) { mapError(it) }
            .bodyToMono<ContactList>()
            .retryWhen(Retry.backoff(3, Duration.ofMillis(300)).filter { it is CallcoveTransientException })

    fun deleteList(id: String, actor: Actor): Mono<Void> =
        callcoveWebClient.delete()
            .uri("/contact-lists/{id}", id)
            .header("X-User-Email", actor.email)
            .retrieve()
            .onStatus(HttpStatusCode::isError) { mapError(it) }
            .bodyToMono<Void>()

    private fun mapError(resp: ClientResponse): Mono<Throwable> =
        resp.bodyToMono<CallcoveErrorBody>()
            .defaultIfEmpty(CallcoveErrorBody(error = resp.statusCode().toString()))
            .map { body ->
                when (resp.statusCode().value()) {
                    502 -> CallcoveTransientException(502, body.error)
                    HttpStatus.SERVICE_UNAVAILABLE.value() -> CallcoveDisabledException(body.error)
                    404 -> if (body.error == "user not found") CallcoveUnknownUserException(body.error)
                           else CallcoveException(404, body.error)
                    else -> CallcoveException(resp.statusCode().value(), body.error)
                }
            }
}
