package com.kestrelfreight.calltools

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.patch
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.HttpResponse
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.http.isSuccess
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class LegacyError(val error: String, val details: List<LegacyErrorDetail>? = null)

@Serializable
data class LegacyErrorDetail(val path: String, val message: String)

@Serializable
data class RinglaneList(val id: String, val name: String)

class RinglaneCallException(val status: Int, val retryable: Boolean, message: String) : Exception(message)

class RinglaneKtorClient(
    host: String,
    private val apiKey: String,
    engineClient: HttpClient? = null,
) {
    private val retryableStatuses = setOf(HttpStatusCode.BadGateway, HttpStatusCode.TooManyRequests)

    fun isRetryable(status: HttpStatusCode) = status in retryableStatuses

    private val base = "$host/api/public/${BuildConfig.RINGLANE_API_VERSION}"

    private val http: HttpClient = (engineClient ?: HttpClient()).config {
        install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
        defaultRequest {
            header("x-api-key", apiKey)
            header("x-request-source", "call-tools/${BuildConfig.GIT_SHA}")
        }
    }

    suspend fun lists(actor: String): List<RinglaneList> =
        checked(http.get("$base/contact-lists") { header("x-user-email", actor) }).body()

    suspend fun rename(actor: String, id: String, name: String): RinglaneList =
        checked(http.patch("$base/contact-lists/$id") {
            header("X-User-Email", actor)
            contentType(ContentType.Application.Json)
            setBody(mapOf("name" to name))
        }).body()

    suspend fun addPhone(actor: String, id: String, phone: String) {
        checked(http.post("$base/contact-lists/$id/contacts") {
            header("x-user-email", actor)
            contentType(ContentType.Application.Json)
            setBody(mapOf("contacts" to listOf(mapOf("phone" to phone))))
        })
    }

    suspend fun dropPhone(actor: String, id: String, phone: String) {
        checked(http.delete("$base/contact-lists/$id/contacts/$phone") { header("x-user-email", actor) })
    }

    private suspend fun checked(resp: HttpResponse): HttpResponse {
        if (resp.status.isSuccess()) return resp
        val err = runCatching { resp.body<LegacyError>() }.getOrNull()
        val text = err?.error ?: resp.status.description
        throw when (resp.status) {
            HttpStatusCode.BadGateway -> RinglaneCallException(502, retryable = true, "IdP unreachable: $text")
            HttpStatusCode.ServiceUnavailable -> RinglaneCallException(503, retryable = false, "Ringlane API disabled")
            HttpStatusCode.NotFound -> if (text == "user not found") {
                RinglaneCallException(404, retryable = false, "actor is not a Ringlane user")
            } else {
                RinglaneCallException(404, retryable = false, "list not found: $text")
            }
            HttpStatusCode.TooManyRequests -> RinglaneCallException(429, retryable = true, "slow down")
            else -> RinglaneCallException(resp.status.value, retryable = false, text)
        }
    }
}
