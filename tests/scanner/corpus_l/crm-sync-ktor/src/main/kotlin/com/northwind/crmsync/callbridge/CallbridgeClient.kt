package com.northwind.crmsync.callbridge

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.*
import io.ktor.client.statement.HttpResponse
import io.ktor.http.*
import java.util.UUID

data class CallbridgeConfig(
    val baseUrl: String,
    val apiKey: String,
    val actingUserEmail: String,
)

class CallbridgeClient(
    private val http: HttpClient,
    private val cfg: CallbridgeConfig,
) {
    suspend fun listContactLists(): List<ContactList> =
        send { http.get("${cfg.baseUrl}/contact-lists") { auth() } }

    suspend fun createContactList(name: String): ContactList =
        send {
            http.post("${cfg.baseUrl}/contact-lists") {
                auth()
                contentType(ContentType.Application.Json)
                setBody(NewContactList(name))
            }
        }

    suspend fun appendContacts(listId: String, phones: List<String>): AppendResult =
        send {
            http.post("${cfg.baseUrl}/contact-lists/$listId/contacts") {
                auth()
                contentType(ContentType.Application.Json)
                setBody(AppendContacts(phones.map { ContactRef(phone = it) }))
            }
        }

    suspend fun removeContact(listId: String, phone: String) {
        send<Unit> { http.delete("${cfg.baseUrl}/contact-lists/$listId/contacts/${phone.encodeURLPathPart()}") { auth() } }
    }

    private fun HttpRequestBuilder.auth() {
        header(CallbridgeHeaders.API_KEY, cfg.apiKey)
        header(CallbridgeHeaders.ACTING_USER, cfg.actingUserEmail)
        header(CallbridgeHeaders.REQUEST_ID, UUID.randomUUID().toString())
    }

    private suspend inline fun <reified T> send(block: () -> HttpResponse): T {
        val resp = block()
        if (resp.status.isSuccess()) return resp.body()
        val err = runCatching { resp.body<CallbridgeErrorBody>() }.getOrNull()
        throw when (resp.status.value) {
            401 -> CallbridgeException.BadKey(err?.error)
            400 -> CallbridgeException.MissingUser(err?.describe())
            404 -> if (err?.error == "user not found") CallbridgeException.UserNotFound(cfg.actingUserEmail) else CallbridgeException.NotFound(err?.error)
            429 -> CallbridgeException.RateLimited(resp.headers[HttpHeaders.RetryAfter]?.toLongOrNull())
            502 -> CallbridgeException.IdentityProviderUnavailable()
            503 -> CallbridgeException.ApiDisabled()
            else -> CallbridgeException.Unexpected(resp.status.value, err?.error)
        }
    }
}
