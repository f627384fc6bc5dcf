package com.tidewell.console.callvance

import io.ktor.client.statement.HttpResponse
import io.ktor.client.statement.bodyAsText
import kotlinx.serialization.Serializable

@Serializable
data class CallvanceErrorPayload(
    val error: String,
    val details: List<CallvanceErrorDetail> = emptyList(),
)

@Serializable
data class CallvanceErrorDetail(val path: String? = null, val message: String? = null)

sealed class CallvanceFailure(msg: String) : Exception(msg) {
    class Unauthorized : CallvanceFailure("invalid Callvance API key")
    class UnknownAgent(msg: String) : CallvanceFailure(msg)
    class NoSuchList(msg: String) : CallvanceFailure(msg)
    class IdentityProviderDown : CallvanceFailure("Callvance could not reach its identity provider")
    class ApiDisabled : CallvanceFailure("Callvance API disabled on the server")
    class RateLimited : CallvanceFailure("Callvance rate limit")
    class Validation(val fields: Map<String, String>) : CallvanceFailure("validation failed: $fields")
    class Unexpected(status: Int, msg: String) : CallvanceFailure("Callvance $status: $msg")
}

object CallvanceErrors {

    suspend fun from(response: HttpResponse): CallvanceFailure {
        val raw = response.bodyAsText()
        val payload = runCatching { callvanceJson.decodeFromString(CallvanceErrorPayload.serializer(), raw) }.getOrNull()
        val message = payload?.error ?: raw.take(200)

        return when (response.status.value) {
            401 -> CallvanceFailure.Unauthorized()
            400 -> if (payload != null && payload.details.isNotEmpty()) {
                CallvanceFailure.Validation(payload.details.associate { (it.path ?: "?") to (it.message ?: "") })
            } else {
                CallvanceFailure.UnknownAgent(message)
            }
            404 -> when (message.lowercase()) {
                "user not found" -> CallvanceFailure.UnknownAgent(message)
                else -> CallvanceFailure.NoSuchList(message)
            }
            429 -> CallvanceFailure.RateLimited()
            502 -> CallvanceFailure.IdentityProviderDown()
            503 -> CallvanceFailure.ApiDisabled()
            else -> CallvanceFailure.Unexpected(response.status.value, message)
        }
    }
}
