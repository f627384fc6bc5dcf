package com.brightcart.dialer.ringlane

import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.ClientResponse
import org.springframework.web.reactive.function.client.awaitBodyOrNull

@Component
class RinglaneErrorDecoder(private val props: RinglaneProperties) {

    suspend fun decode(response: ClientResponse, listId: String? = null): RinglaneException {
        val body = response.awaitBodyOrNull<RinglaneErrorBody>() ?: RinglaneErrorBody()
        val message = body.error.ifBlank { response.statusCode().toString() }
        val detailText = body.details.joinToString("; ") { "${it.path}: ${it.message}" }

        return when (response.statusCode().value()) {
            401 -> RinglaneException.InvalidKey(message)
            400 -> if (detailText.isNotEmpty()) RinglaneException.Unexpected(400, "$message ($detailText)")
                   else RinglaneException.ActingUserMissing(message)
            404 -> if (message.equals("user not found", ignoreCase = true)) {
                       RinglaneException.ActingUserNotFound(props.actingUserEmail)
                   } else {
                       RinglaneException.ContactListNotFound(listId ?: "?")
                   }
            HttpStatus.BAD_GATEWAY.value() -> RinglaneException.IdentityProviderDown(message)
            HttpStatus.SERVICE_UNAVAILABLE.value() -> RinglaneException.ApiDisabled(message)
            429 -> RinglaneException.RateLimited(response.headers().header("Retry-After").firstOrNull()?.toLongOrNull())
            else -> RinglaneException.Unexpected(response.statusCode().value(), message)
        }
    }
}
