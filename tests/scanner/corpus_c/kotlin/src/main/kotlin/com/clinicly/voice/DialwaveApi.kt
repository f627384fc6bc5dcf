package com.clinicly.voice

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.header
import io.ktor.client.request.patch
import io.ktor.client.request.setBody
import io.ktor.client.statement.HttpResponse
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.contentType
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class DialwaveError(val error: String, val details: List<FieldIssue>? = null)

@Serializable
data class FieldIssue(val path: String, val message: String)

@Serializable
data class ListPatch(val name: String? = null, val groupName: String? = null)

sealed class DialwaveResult {
    data class Ok(val raw: String) : DialwaveResult()
    object RetryLater : DialwaveResult()
    object Disabled : DialwaveResult()
    data class StaffUnknown(val who: String) : DialwaveResult()
    data class Failed(val reason: String) : DialwaveResult()
}

class DialwaveApi(
    private val http: HttpClient,
    private val apiKey: String,
    private val base: String,
) {
    private val json = Json { ignoreUnknownKeys = true }

    suspend fun regroup(listId: Long, group: String?, staffId: String): DialwaveResult {
        val resp: HttpResponse = http.patch("$base/contact-lists/$listId") {
            header("X-Api-Key", apiKey)
            header("X-User-Id", staffId)
            contentType(ContentType.Application.Json)
            setBody(ListPatch(groupName = group))
        }
        if (resp.status.value in 200..299) return DialwaveResult.Ok(resp.bodyAsText())
        val err = runCatching { json.decodeFromString<DialwaveError>(resp.bodyAsText()) }.getOrNull()
        return when (resp.status.value) {
            502 -> DialwaveResult.RetryLater
            else -> DialwaveResult.Failed(err?.error ?: resp.status.description)
        }
    }
}
