package com.northpeak.dialer.ringcast

import com.fasterxml.jackson.databind.ObjectMapper
import retrofit2.Response

class RingcastErrorMapper(private val mapper: ObjectMapper) {

    fun toException(response: Response<*>): RingcastException {
        val raw = response.errorBody()?.string().orEmpty()
        val body = runCatching { mapper.readValue(raw, RingcastErrorBody::class.java) }.getOrNull()
        val msg = body?.error ?: "HTTP ${response.code()}"
        val detailText = body?.details?.joinToString { "${it.path}: ${it.message}" }.orEmpty()

        return when (response.code()) {
            401 -> RingcastException.BadKey(msg)
            404 -> if (msg.equals("user not found", ignoreCase = true)) {
                RingcastException.UnknownUser(msg)
            } else {
                RingcastException.ListNotFound(msg)
            }
            429 -> RingcastException.RateLimited(msg)
            502 -> RingcastException.IdentityProviderDown(msg)
            503 -> RingcastException.ApiDisabled(msg)
            else -> RingcastException.Other(response.code(), "$msg $detailText".trim())
        }
    }
}
