package com.kestrelfreight.leadsync.ringlane

import com.kestrelfreight.leadsync.ringlane.RinglaneConstants.CONTACT_LISTS
import com.kestrelfreight.leadsync.ringlane.RinglaneConstants.CONTACT_LIST_BY_ID
import com.kestrelfreight.leadsync.ringlane.RinglaneConstants.CONTACT_LIST_CONTACTS
import com.kestrelfreight.leadsync.ringlane.RinglaneConstants.HEADER_ACTING_USER
import com.kestrelfreight.leadsync.ringlane.RinglaneConstants.HEADER_API_KEY
import io.github.resilience4j.reactor.retry.RetryOperator
import io.github.resilience4j.retry.Retry
import org.springframework.http.HttpStatus
import org.springframework.http.MediaType
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.ClientResponse
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.bodyToMono
import reactor.core.publisher.Mono

@Component
class RinglaneClient(
    builder: WebClient.Builder,
    private val props: RinglaneProperties,
    private val ringlaneRetry: Retry,
) {
    private val webClient: WebClient = builder
        .baseUrl(props.baseUrl)
        .defaultHeader(HEADER_API_KEY, props.apiKey)
        .defaultHeader("User-Agent", "kestrel-lead-sync")
        .build()

    fun listContactLists(actingUser: String = props.serviceUserEmail): Mono<List<ContactListDto>> =
        webClient.get()
            .uri(CONTACT_LISTS)
            .header(HEADER_ACTING_USER, actingUser)
            .retrieve()
            .onStatus({ it.isError }, ::toRinglaneException)
            .bodyToMono<List<ContactListDto>>()
            .transformDeferred(RetryOperator.of(ringlaneRetry))

    fun createContactList(name: String, actingUser: String): Mono<ContactListDto> =
        webClient.post()
            .uri(CONTACT_LISTS)
            .header(HEADER_ACTING_USER, actingUser)
            .contentType(MediaType.APPLICATION_JSON)
            .bodyValue(mapOf("name" to name))
            .retrieve()
            .onStatus({ it.isError }, ::toRinglaneException)
            .bodyToMono()

    fun appendContacts(listId: String, phones: List<String>, actingUser: String): Mono<Void> =
        webClient.post()
            .uri(CONTACT_LIST_CONTACTS, listId)
            .header(HEADER_ACTING_USER, actingUser)
            .bodyValue(mapOf("contacts" to phones.map { mapOf("phone" to it) }))
            .retrieve()
            .onStatus({ it.isError }, ::toRinglaneException)
            .bodyToMono<Void>()
            .transformDeferred(RetryOperator.of(ringlaneRetry))

    fun removeContact(listId: String, phone: String, actingUser: String): Mono<Void> =
        webClient.delete()
            .uri("/contact-lists/{listId}/contacts/{phone}", listId, phone)
            .header(HEADER_ACTING_USER, actingUser)
            .retrieve()
            .onStatus({ it.isError }, ::toRinglaneException)
            .bodyToMono()

    fun deleteContactList(listId: String, actingUser: String): Mono<Void> =
        webClient.delete()
            .uri(CONTACT_LIST_BY_ID, listId)
            .header(HEADER_ACTING_USER, actingUser)
            .retrieve()
            .onStatus({ it.isError }, ::toRinglaneException)
            .bodyToMono()

    private fun toRinglaneException(resp: ClientResponse): Mono<Throwable> =
        resp.bodyToMono<RinglaneErrorBody>()
            .defaultIfEmpty(RinglaneErrorBody(error = resp.statusCode().toString()))
            .map { body ->
                when (resp.statusCode()) {
                    HttpStatus.BAD_GATEWAY -> RinglaneTransientException("identity provider unreachable: ${body.error}")
                    HttpStatus.SERVICE_UNAVAILABLE -> RinglaneDisabledException("Ringlane API disabled for our account")
                    HttpStatus.NOT_FOUND -> RinglaneErrors.classifyNotFound(body)
                    HttpStatus.TOO_MANY_REQUESTS -> RinglaneRateLimitedException(resp.headers().header("Retry-After").firstOrNull())
                    else -> RinglaneException(resp.statusCode().value(), body.error)
                }
            }
}

data class ContactListDto(val id: String, val name: String, val contactCount: Int = 0)
