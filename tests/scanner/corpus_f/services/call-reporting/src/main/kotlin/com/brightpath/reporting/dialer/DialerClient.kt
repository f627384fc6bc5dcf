package com.brightpath.reporting.dialer

import com.brightpath.reporting.dialer.dto.ContactListDto
import com.brightpath.reporting.dialer.dto.DialerErrorResponse
import org.slf4j.LoggerFactory
import org.springframework.http.HttpStatusCode
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.ClientResponse
import org.springframework.web.reactive.function.client.WebClient
import reactor.core.publisher.Mono

class DialerException(val status: Int, message: String) : RuntimeException(message)

@Component
class DialerClient(private val props: DialerProperties, builder: WebClient.Builder) {

    private val log = LoggerFactory.getLogger(javaClass)

    private val web: WebClient = builder
        .baseUrl(props.baseUrl)
        .defaultHeader("x-api-key", props.apiKey)
        .defaultHeader("X-User-Email", props.actingUserEmail)
        .build()

    fun listSizes(): List<ContactListDto> =
        web.get().uri("/contact-lists")
            .retrieve()
            .onStatus(HttpStatusCode::isError, ::toException)
            .bodyToFlux(ContactListDto::class.java)
            .collectList()
            .block() ?: emptyList()

    fun callStatus(callSid: String): Map<*, *>? =
        web.get().uri("/calls/{sid}", callSid)
            .retrieve()
            .onStatus(HttpStatusCode::isError, ::toException)
            .bodyToMono(Map::class.java)
            .block()

    private fun toException(resp: ClientResponse): Mono<Throwable> =
        resp.bodyToMono(DialerErrorResponse::class.java)
            .defaultIfEmpty(DialerErrorResponse(error = "empty body"))
            .map { body ->
                val status = resp.statusCode().value()
                when (status) {
                    404 -> if (body.isUserNotFound) log.warn("reporting bot not provisioned in dialer")
                    502 -> log.warn("dialer identity provider unreachable, will retry next run")
                    503 -> log.error("dialer says public API is disabled: {}", body.error)
                }
                DialerException(status, body.error)
            }
}
