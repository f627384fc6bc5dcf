package com.tallyfield.outreach.ringwell

import org.springframework.http.HttpStatus
import org.springframework.web.reactive.function.client.ClientResponse
import org.springframework.web.reactive.function.client.awaitBodyOrNull

internal object RingwellErrorDecoder {

    suspend fun decode(response: ClientResponse): RingwellApiException {
        val status = response.statusCode()
        val body = runCatching { response.awaitBodyOrNull<RingwellErrorResponse>() }.getOrNull()
        val msg = body?.error ?: "Ringwell returned ${status.value()}"

        val code = status.value()
        return when {
            status == HttpStatus.UNAUTHORIZED -> RingwellApiException.InvalidKey(msg, code)
            status == HttpStatus.BAD_REQUEST && !body?.details.isNullOrEmpty() ->
                RingwellApiException.Validation(msg, code, body!!.details!!.associate { (it.path ?: "?") to (it.message ?: "") })
            status == HttpStatus.NOT_FOUND && msg.contains("user not found", ignoreCase = true) ->
                RingwellApiException.UnknownUser(msg, code)
            status == HttpStatus.NOT_FOUND -> RingwellApiException.ListNotFound(msg, code)
            status == HttpStatus.BAD_GATEWAY -> RingwellApiException.IdentityProviderDown(msg, code)
            status == HttpStatus.SERVICE_UNAVAILABLE -> RingwellApiException.ApiDisabled(msg, code)
            else -> RingwellApiException.Other(msg, code)
        }
    }
}
