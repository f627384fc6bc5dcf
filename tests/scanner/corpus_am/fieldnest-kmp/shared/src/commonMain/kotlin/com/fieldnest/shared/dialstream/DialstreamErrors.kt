package com.fieldnest.shared.dialstream

import io.ktor.client.call.body
import io.ktor.client.statement.HttpResponse
import kotlinx.serialization.Serializable

@Serializable
data class DialstreamErrorDetail(val path: String, val message: String)

@Serializable
data class DialstreamErrorBody(
    val error: String,
    val details: List<DialstreamErrorDetail> = emptyList(),
)

sealed class DialstreamException(message: String) : Exception(message) {
    class IdentityProviderUnavailable : DialstreamException("Identity provider unreachable")
    class ApiDisabled : DialstreamException("Dialstream API disabled")
    class UserNotFound(val who: String) : DialstreamException("No Dialstream user for $who")
    class ListNotFound(val listId: String?) : DialstreamException("Contact list not found")
    class Validation(val fields: Map<String, String>) : DialstreamException("Validation failed")
    class Http(val status: Int, message: String) : DialstreamException(message)
}

internal suspend fun HttpResponse.toDialstreamException(actingUser: String, listId: String? = null): DialstreamException {
    val body = runCatching { body<DialstreamErrorBody>() }.getOrNull()
    return when (status.value) {
        502 -> DialstreamException.IdentityProviderUnavailable()
        503 -> DialstreamException.ApiDisabled()
        404 -> if (body?.error == "user not found") {
            DialstreamException.UserNotFound(actingUser)
        } else {
            DialstreamException.ListNotFound(listId)
        }
        400, 422 -> DialstreamException.Validation(
            body?.details.orEmpty().associate { it.path to it.message }
        )
        else -> DialstreamException.Http(status.value, body?.error ?: status.description)
    }
}
