package com.tallyfield.field.net

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.http.isSuccess
import kotlinx.serialization.Serializable

@Serializable
data class Job(val id: String, val address: String, val customerPhone: String, val ringwellListId: String? = null)

/** Our backend's error body: `{"error": "...", "requestId": "..."}` */
@Serializable
data class BackendError(val error: String, val requestId: String? = null)

class BackendException(val status: Int, message: String) : Exception(message)

class BackendApi(private val http: HttpClient) {

    suspend fun todaysJobs(): List<Job> {
        val resp = http.get("jobs/today")
        if (resp.status == HttpStatusCode.ServiceUnavailable) {
            throw BackendException(503, "backend in maintenance")
        }
        if (!resp.status.isSuccess()) {
            val err = runCatching { HttpClientFactory.json.decodeFromString(BackendError.serializer(), resp.bodyAsText()) }.getOrNull()
            throw BackendException(resp.status.value, err?.error ?: "HTTP ${resp.status.value}")
        }
        return resp.body()
    }

    suspend fun markCalled(jobId: String) {
        http.post("jobs/$jobId/called") {
            contentType(ContentType.Application.Json)
            setBody(mapOf("source" to "android"))
        }
    }
}
