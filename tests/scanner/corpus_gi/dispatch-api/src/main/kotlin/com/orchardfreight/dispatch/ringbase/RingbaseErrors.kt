package com.orchardfreight.dispatch.ringbase

import io.ktor.client.statement.HttpResponse
import io.ktor.client.statement.bodyAsText
import io.ktor.http.HttpStatusCode
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class RingbaseErrorBody(
    val error: String,
    val details: List<RingbaseErrorDetail> = emptyList(),
)

@Serializable
data class RingbaseErrorDetail(val path: String? = null, val message: String)

sealed class RingbaseException(message: String, val retryable: Boolean = false) : RuntimeException(message) {
    class Unauthorized(msg: String) : RingbaseException(msg)
    class ActingUserMissing(msg: String) : RingbaseException(msg)
    class ActingUserUnknown(msg: String) : RingbaseException(msg)
    class ListNotFound(msg: String) : RingbaseException(msg)
    class IdentityProviderDown(msg: String) : RingbaseException(msg, retryable = true)
    class ApiDisabled(msg: String) : RingbaseException(msg)
    class RateLimited(msg: String) : RingbaseException(msg, retryable = true)
    class Other(val status: Int, msg: String) : RingbaseException(msg)
}

object RingbaseErrors {
    private val json = Json { ignoreUnknownKeys = true }

    suspend fun fromResponse(response: HttpResponse): RingbaseException {
        val raw = response.bodyAsText()
        val parsed = runCatching { json.decodeFromString(RingbaseErrorBody.serializer(), raw) }.getOrNull()
        val message = parsed?.error ?: raw.take(200)
        val detailText = parsed?.details?.joinToString("; ") { "${it.path}: ${it.message}" }.orEmpty()

        return when (response.status) {
            HttpStatusCode.Unauthorized -> RingbaseException.Unauthorized(message)
            HttpStatusCode.BadRequest -> RingbaseException.ActingUserMissing("$message $detailText".trim())
            HttpStatusCode.NotFound ->
                if (message.equals("user not found", ignoreCase = true)) {
                    RingbaseException.ActingUserUnknown(message)
                } else {
                    RingbaseException.ListNotFound(message)
                }
            HttpStatusCode.BadGateway -> RingbaseException.IdentityProviderDown(message)
            HttpStatusCode.ServiceUnavailable -> RingbaseException.ApiDisabled(message)
            HttpStatusCode.TooManyRequests -> RingbaseException.RateLimited(message)
            else -> RingbaseException.Other(response.status.value, message)
        }
    }
}
