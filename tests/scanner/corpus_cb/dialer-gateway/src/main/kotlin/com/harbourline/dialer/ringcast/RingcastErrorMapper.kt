package com.harbourline.dialer.ringcast

import org.springframework.http.HttpStatus
import org.springframework.web.reactive.function.client.ClientResponse
import reactor.core.publisher.Mono

internal object RingcastErrorMapper {

    fun map(response: ClientResponse, actingEmail: String, listId: String?): Mono<Throwable> =
        response.bodyToMono(RingcastApiError::class.java)
            .defaultIfEmpty(RingcastApiError(error = ""))
            .map { body ->
                when (response.statusCode().value()) {
                    404 -> when (body.error) {
                        "user not found" -> RingcastFailure.UserNotFound(actingEmail)
                        "contact list not found" -> RingcastFailure.ListNotFound(listId ?: "?")
                        else -> RingcastFailure.Other(404, body.error)
                    }
                    502 -> RingcastFailure.IdentityProviderDown()
                    else -> if (response.statusCode() == HttpStatus.SERVICE_UNAVAILABLE) {
                        RingcastFailure.Disabled()
                    } else {
                        val detail = body.details.joinToString { "${it.path}=${it.message}" }
                        RingcastFailure.Other(response.statusCode().value(), "${body.error} $detail")
                    }
                }
            }
}
