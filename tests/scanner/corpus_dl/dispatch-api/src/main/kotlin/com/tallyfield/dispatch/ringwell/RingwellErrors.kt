package com.tallyfield.dispatch.ringwell

import io.ktor.client.statement.HttpResponse
import io.ktor.client.statement.bodyAsText
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class RingwellErrorBody(
    val error: String,
    val details: List<RingwellErrorDetail> = emptyList(),
)

@Serializable
data class RingwellErrorDetail(val path: String? = null, val message: String? = null)

enum class RingwellErrorKind { BAD_KEY, MISSING_USER, USER_NOT_FOUND, LIST_NOT_FOUND, IDP_UNAVAILABLE, API_DISABLED, RATE_LIMITED, OTHER }

class RingwellException(
    val kind: RingwellErrorKind,
    val status: Int,
    override val message: String,
    val fieldErrors: List<String> = emptyList(),
) : RuntimeException(message) {
    val retryable: Boolean get() = kind == RingwellErrorKind.IDP_UNAVAILABLE || kind == RingwellErrorKind.RATE_LIMITED
}

object RingwellErrors {
    suspend fun fromResponse(response: HttpResponse, json: Json): RingwellException {
        val raw = response.bodyAsText()
        val body = runCatching { json.decodeFromString(RingwellErrorBody.serializer(), raw) }.getOrNull()
        val message = body?.error ?: raw.take(200)
        val fieldErrors = body?.details.orEmpty().map { "${it.path}: ${it.message}" }

        val kind = when (response.status.value) {
            401 -> RingwellErrorKind.BAD_KEY
            400 -> RingwellErrorKind.MISSING_USER
            404 -> if (message.equals("user not found", ignoreCase = true)) RingwellErrorKind.USER_NOT_FOUND else RingwellErrorKind.LIST_NOT_FOUND
            429 -> RingwellErrorKind.RATE_LIMITED
            502 -> RingwellErrorKind.IDP_UNAVAILABLE
            503 -> RingwellErrorKind.API_DISABLED
            else -> RingwellErrorKind.OTHER
        }
        return RingwellException(kind, response.status.value, message, fieldErrors)
    }
}
