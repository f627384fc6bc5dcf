package com.bramble.dpbridge.dialpeak

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.*
import io.ktor.client.statement.HttpResponse
import io.ktor.client.statement.bodyAsText
import io.ktor.http.*
import io.ktor.serialization.kotlinx.json.json
import kotlinx.coroutines.delay
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json


@Serializable
data class ContactList(val id: String, val name: String, val contactCount: Int = 0)

@Serializable
data class AppendContactsRequest(val phones: List<String>)

@Serializable
data class DialpeakErrorBody(
    val error: String,
    val details: List<FieldIssue> = emptyList(),
)

@Serializable
data class FieldIssue(val path: String, val message: String)

class DialpeakException(val status: Int, message: String, val transient: Boolean = false) : RuntimeException(message)

class DialpeakClient(private val cfg: DialpeakConfig, engine: io.ktor.client.engine.HttpClientEngine = CIO.create()) {

    private val json = Json { ignoreUnknownKeys = true }

    private val http = HttpClient(engine) {
        install(ContentNegotiation) { json(json) }
        expectSuccess = false
        defaultRequest {
            url(cfg.baseUrl + "/")
            header("X-Api-Key", cfg.apiKey)
            header("X-User-Id", cfg.actingUserId)
            contentType(ContentType.Application.Json)
        }
    }

    suspend fun lists(): List<ContactList> = call { http.get("contact-lists") }.body()

    suspend fun list(id: String): ContactList = call { http.get("contact-lists/$id") }.body()

    suspend fun append(id: String, phones: List<String>) {
        call { http.post("contact-lists/$id/contacts") { setBody(AppendContactsRequest(phones)) } }
    }

    suspend fun remove(id: String, phone: String) {
        call { http.delete("contact-lists/$id/contacts/${phone.encodeURLPathPart()}") }
    }

    private suspend fun call(attempts: Int = 3, block: suspend () -> HttpResponse): HttpResponse {
        var last: DialpeakException? = null
        repeat(attempts) { n ->
            val resp = block()
            if (resp.status.isSuccess()) return resp
            val err = toException(resp)
            if (!err.transient) throw err
            last = err
            delay(250L * (n + 1))
        }
        throw last!!
    }

    private suspend fun toException(resp: HttpResponse): DialpeakException {
        val text = resp.bodyAsText()
        val parsed = runCatching { json.decodeFromString(DialpeakErrorBody.serializer(), text) }.getOrNull()
        val message = parsed?.error ?: text.take(200)
        return when (resp.status.value) {
            502 -> DialpeakException(502, "DialPeak IdP unreachable: $message", transient = true)
            503 -> DialpeakException(503, "DialPeak API disabled for this account", transient = false)
            429 -> DialpeakException(429, message, transient = true)
            404 -> if (message == "user not found") DialpeakException(404, "acting user ${cfg.actingUserId} unknown to DialPeak") else DialpeakException(404, message)
            else -> DialpeakException(resp.status.value, message)
        }
    }
}
