package com.brightmoor.field.net

import io.ktor.client.call.body
import io.ktor.client.statement.HttpResponse
import kotlinx.serialization.Serializable

@Serializable
data class RinglaneErrorBody(
    val error: String,
    val details: List<Detail> = emptyList(),
) {
    @Serializable
    data class Detail(val path: String, val message: String)
}

sealed class RinglaneException(message: String) : Exception(message) {
    class UserNotProvisioned : RinglaneException("Your account has no Ringlane seat")
    class ListNotFound(msg: String) : RinglaneException(msg)
    class ApiDisabled : RinglaneException("Ringlane API disabled")
    class Other(val status: Int, msg: String) : RinglaneException(msg)
}

object RinglaneErrors {
    suspend fun from(res: HttpResponse): RinglaneException {
        val body = runCatching { res.body<RinglaneErrorBody>() }.getOrNull()
        return when (res.status.value) {
            404 -> if (body?.error.equals("user not found", ignoreCase = true)) {
                RinglaneException.UserNotProvisioned()
            } else {
                RinglaneException.ListNotFound(body?.error ?: "contact list not found")
            }
            503 -> RinglaneException.ApiDisabled()
            else -> RinglaneException.Other(res.status.value, body?.error ?: res.status.description)
        }
    }
}
