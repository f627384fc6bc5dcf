package com.orchardfreight.campaigns.ringbase

import kotlinx.coroutines.delay
import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Qualifier
import org.springframework.http.HttpStatus
import org.springframework.http.HttpStatusCode
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.ClientResponse
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.awaitBody
import org.springframework.web.reactive.function.client.awaitBodilessEntity
import org.springframework.web.reactive.function.client.awaitExchange
import org.springframework.web.reactive.function.client.createExceptionAndAwait

data class RbContactList(val id: String, val name: String, val contact_count: Int = 0)
data class RbNewList(val name: String, val tags: List<String> = emptyList())
data class RbContact(val phone: String, val first_name: String? = null, val last_name: String? = null)
data class RbAppend(val contacts: List<RbContact>)

@Component
class ContactListGateway(@Qualifier("ringbaseWebClient") private val client: WebClient) {
    private val log = LoggerFactory.getLogger(javaClass)

    suspend fun create(name: String): RbContactList = withIdpRetry {
        client.post().uri("/contact-lists")
            .bodyValue(RbNewList(name, listOf("campaign")))
            .awaitExchange { it.orThrow() }
    }

    suspend fun rename(listId: String, name: String): RbContactList = withIdpRetry {
        client.patch().uri("/contact-lists/{id}", listId)
            .bodyValue(mapOf("name" to name))
            .awaitExchange { it.orThrow() }
    }

    suspend fun append(listId: String, contacts: List<RbContact>) = withIdpRetry {
        client.post().uri("/contact-lists/{id}/contacts", listId)
            .bodyValue(RbAppend(contacts))
            .awaitExchange { it.orThrow<Map<String, Any>>() }
    }

    suspend fun archive(listId: String) {
        client.delete().uri("/contact-lists/{id}", listId)
            .retrieve()
            .onStatus({ it == HttpStatus.NOT_FOUND }) { resp ->
                log.info("list {} already gone upstream", listId)
                resp.releaseBody().then(reactor.core.publisher.Mono.empty())
            }
            .awaitBodilessEntity()
    }

    private suspend inline fun <reified T : Any> ClientResponse.orThrow(): T {
        if (statusCode().is2xxSuccessful) return awaitBody()
        val err = runCatching { awaitBody<RingbaseApiError>() }.getOrNull()
        throw RingbaseCallException(statusCode().value(), err)
    }

    private suspend fun <T> withIdpRetry(block: suspend () -> T): T {
        var attempt = 0
        while (true) {
            try {
                return block()
            } catch (e: RingbaseCallException) {
                val transient = e.status == 502 || e.status == 429
                if (!transient || ++attempt >= 3) throw e
                log.warn("Ringbase transient {} (attempt {}), backing off", e.status, attempt)
                delay(500L * attempt)
            }
        }
    }
}
