package com.tallyfield.outreach.ringwell

import kotlinx.coroutines.delay
import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Qualifier
import org.springframework.http.HttpStatusCode
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.awaitBody
import org.springframework.web.reactive.function.client.awaitBodilessEntity
import org.springframework.web.reactive.function.client.awaitExchange
import java.util.UUID

@Component
class RingwellContactListClient(
    @Qualifier("ringwellWebClient") private val webClient: WebClient,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    suspend fun list(actingUserId: String): List<RwContactList> = withIdpRetry {
        webClient.get()
            .uri("/contact-lists")
            .header(RingwellHeaderNames.ACTING_USER_ID, actingUserId)
            .header(RingwellHeaderNames.REQUEST_ID, UUID.randomUUID().toString())
            .awaitExchange { resp ->
                if (resp.statusCode().is2xxSuccessful) resp.awaitBody<List<RwContactList>>()
                else throw RingwellErrorDecoder.decode(resp)
            }
    }

    suspend fun create(actingUserId: String, body: RwCreateContactList): RwContactList =
        webClient.post()
            .uri("/contact-lists")
            .header(RingwellHeaderNames.ACTING_USER_ID, actingUserId)
            .bodyValue(body)
            .awaitExchange { resp ->
                if (resp.statusCode().is2xxSuccessful) resp.awaitBody()
                else throw RingwellErrorDecoder.decode(resp)
            }

    suspend fun update(actingUserId: String, listId: String, body: RwUpdateContactList): RwContactList =
        webClient.patch()
            .uri("/contact-lists/{id}", listId)
            .header(RingwellHeaderNames.ACTING_USER_ID, actingUserId)
            .bodyValue(body)
            .awaitExchange { resp ->
                if (resp.statusCode().is2xxSuccessful) resp.awaitBody()
                else throw RingwellErrorDecoder.decode(resp)
            }

    suspend fun delete(actingUserId: String, listId: String) {
        val status: HttpStatusCode = webClient.delete()
            .uri("/contact-lists/{id}", listId)
            .header(RingwellHeaderNames.ACTING_USER_ID, actingUserId)
            .retrieve()
            .onStatus({ it.value() == 404 }) { _ -> reactor.core.publisher.Mono.empty() }
            .awaitBodilessEntity()
            .statusCode
        log.debug("deleted ringwell list {} -> {}", listId, status)
    }

    suspend fun append(actingUserId: String, listId: String, phones: List<String>) {
        webClient.post()
            .uri("/contact-lists/{id}/contacts", listId)
            .header(RingwellHeaderNames.ACTING_USER_ID, actingUserId)
            .bodyValue(RwAppendContacts(phones))
            .awaitExchange { resp ->
                if (!resp.statusCode().is2xxSuccessful) throw RingwellErrorDecoder.decode(resp)
            }
    }

    suspend fun removePhone(actingUserId: String, listId: String, phone: String) {
        webClient.delete()
            .uri("/contact-lists/{id}/contacts/{phone}", listId, phone)
            .header(RingwellHeaderNames.ACTING_USER_ID, actingUserId)
            .awaitExchange { resp ->
                if (!resp.statusCode().is2xxSuccessful) throw RingwellErrorDecoder.decode(resp)
            }
    }

    private suspend fun <T> withIdpRetry(block: suspend () -> T): T {
        var attempt = 0
        while (true) {
            try {
                return block()
            } catch (e: RingwellApiException) {
                if (e.status != 502 || ++attempt >= 3) throw e
                log.warn("ringwell IdP unreachable, retry {}/3", attempt)
                delay(250L * attempt)
            }
        }
    }
}
