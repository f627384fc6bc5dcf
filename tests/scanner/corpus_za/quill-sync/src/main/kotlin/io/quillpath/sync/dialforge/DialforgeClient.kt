package io.quillpath.sync.dialforge

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.*
import io.ktor.client.statement.HttpResponse
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class ContactList(val id: String, val name: String, val size: Int = 0)

@Serializable
data class PhoneContact(val phone: String, val name: String? = null)

class DialforgeClient(private val cfg: DialforgeConfig, engine: HttpClient? = null) {

    private val http = engine ?: HttpClient {
        install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
        install(HttpRequestRetry) {
            maxRetries = 3
            retryIf { _, resp -> resp.status == HttpStatusCode.BadGateway || resp.status.value == 429 }
            exponentialDelay()
        }
        defaultRequest {
            url(cfg.baseUrl + "/")
            header(DialforgeConfig.API_KEY_HEADER, cfg.apiKey)
            header(DialforgeConfig.USER_ID_HEADER, cfg.actingUserId)
        }
    }

    suspend fun lists(): List<ContactList> =
        check(http.get("contact-lists")).body<Map<String, List<ContactList>>>()["data"].orEmpty()

    suspend fun appendContacts(listId: String, contacts: List<PhoneContact>) {
        check(http.post("contact-lists/$listId/contacts") {
            contentType(ContentType.Application.Json)
            setBody(mapOf("contacts" to contacts))
        })
    }

    suspend fun removeContact(listId: String, phone: String) {
        check(http.delete("contact-lists/$listId/contacts/$phone"))
    }

    private suspend fun check(resp: HttpResponse): HttpResponse {
        if (resp.status.value < 300) return resp
        val err = runCatching { resp.body<DialforgeErrorBody>() }.getOrNull()
        val msg = err?.error ?: resp.status.description
        throw when (resp.status) {
            HttpStatusCode.NotFound ->
                if (msg.equals("user not found", ignoreCase = true)) DialforgeException.UnknownUser(msg)
                else DialforgeException.ListGone(msg)
            HttpStatusCode.ServiceUnavailable -> DialforgeException.Disabled()
            HttpStatusCode.BadGateway -> DialforgeException.Transient(502)
            else -> DialforgeException.Other(resp.status.value, msg)
        }
    }
}
