package com.harborline.shared.ringlane

import io.ktor.client.call.body
import io.ktor.client.plugins.ResponseException
import kotlinx.serialization.Serializable

@Serializable
data class RinglaneErrorBody(
    val error: String,
    val details: List<RinglaneErrorDetail> = emptyList(),
)

@Serializable
data class RinglaneErrorDetail(val path: String, val message: String)

sealed class RinglaneFailure(message: String) : Exception(message) {
    data object ApiDisabled : RinglaneFailure("Ringlane API disabled for tenant")
    data object IdentityProviderDown : RinglaneFailure("Ringlane could not reach the identity provider")
    data object UserNotLinked : RinglaneFailure("Agent has no Ringlane seat")
    class Validation(val fields: Map<String, String>) : RinglaneFailure("Validation failed")
    class Other(val status: Int, message: String) : RinglaneFailure(message)
}

suspend fun ResponseException.toRinglaneFailure(): RinglaneFailure {
    val body = runCatching { response.body<RinglaneErrorBody>() }.getOrNull()
    return when (response.status.value) {
        503 -> RinglaneFailure.ApiDisabled
        502 -> RinglaneFailure.IdentityProviderDown
        404 -> if (body?.error == "user not found") RinglaneFailure.UserNotLinked else RinglaneFailure.Other(404, "not found")
        400, 422 -> RinglaneFailure.Validation(body?.details.orEmpty().associate { it.path to it.message })
        else -> RinglaneFailure.Other(response.status.value, body?.error ?: response.status.description)
    }
}
