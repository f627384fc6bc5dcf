package com.quillstone.dialer.dialwave

import com.fasterxml.jackson.databind.ObjectMapper
import retrofit2.Response

object DialwaveErrorMapper {
    private val mapper = ObjectMapper()

    fun toException(resp: Response<*>): DialwaveException {
        val raw = resp.errorBody()?.string().orEmpty()
        val body = runCatching { mapper.readValue(raw, DialwaveErrorBody::class.java) }.getOrNull()
        val message = body?.error ?: resp.message()
        val fieldHints = body?.details?.joinToString { "${it.path}: ${it.message}" }
        return when (resp.code()) {
            401 -> DialwaveException.Unauthorized(message)
            404 -> if (message.equals("user not found", ignoreCase = true)) {
                DialwaveException.ActingUserUnknown(message)
            } else {
                DialwaveException.Other(404, message)
            }
            429 -> DialwaveException.RateLimited(resp.headers()["Retry-After"]?.toLongOrNull())
            502 -> DialwaveException.IdentityProviderDown(message)
            503 -> DialwaveException.ApiDisabled("Dialwave API disabled: $message ($fieldHints)")
            else -> DialwaveException.Other(resp.code(), message)
        }
    }
}
