package energy.quillmark.campaign.directory

import org.springframework.beans.factory.annotation.Value
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.WebClientResponseException
import reactor.core.publisher.Mono

data class DirectoryUser(val id: String, val email: String, val team: String)

/** Internal user directory (not Callcove). */
@Component
class DirectoryClient(
    builder: WebClient.Builder,
    @Value("\${directory.base-url}") baseUrl: String,
    @Value("\${directory.api-key}") apiKey: String,
) {
    private val web = builder.baseUrl(baseUrl).defaultHeader("x-api-key", apiKey).build()

    fun findByEmail(email: String): Mono<DirectoryUser> =
        web.get().uri("/users?email={email}", email)
            .header("X-User-Email", email)
            .retrieve()
            .bodyToMono(DirectoryUser::class.java)
            .onErrorResume(WebClientResponseException::class.java) { ex ->
                when (ex.statusCode) {
                    HttpStatus.NOT_FOUND -> Mono.empty()
                    HttpStatus.BAD_GATEWAY, HttpStatus.SERVICE_UNAVAILABLE -> Mono.error(IllegalStateException("directory down"))
                    else -> Mono.error(ex)
                }
            }
}
