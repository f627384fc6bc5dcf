package com.tallyfield.dispatch.ringwell

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.HttpTimeout
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.plugins.logging.LogLevel
import io.ktor.client.plugins.logging.Logging
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.patch
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.HttpResponse
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.http.encodeURLPathPart
import io.ktor.http.isSuccess
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class ContactList(val id: String, val name: String, val contactCount: Int = 0)

@Serializable
private data class CreateListBody(val name: String)

@Serializable
private data class AppendContactsBody(val phones: List<String>)

class RingwellClient(
    private val config: RingwellConfig,
    engine: io.ktor.client.engine.HttpClientEngine = CIO.create(),
) {
    private val json = Json { ignoreUnknownKeys = true }

    internal val http = HttpClient(engine) {
        install(ContentNegotiation) { json(json) }
        install(HttpTimeout) { requestTimeoutMillis = config.requestTimeoutMs }
        install(Logging) { level = LogLevel.INFO }
        installRingwellRetry()
        expectSuccess = false
        defaultRequest {
            url(config.baseUrl)
            header("x-api-key", config.apiKey)
            contentType(ContentType.Application.Json)
        }
    }

    suspend fun listContactLists(actingUser: String): List<ContactList> =
        http.get("contact-lists") { asUser(actingUser) }.orThrow().body()

    suspend fun getContactList(id: String, actingUser: String): ContactList =
        http.get("contact-lists/$id") { asUser(actingUser) }.orThrow().body()

    suspend fun createContactList(name: String, actingUser: String): ContactList =
        http.post("contact-lists") {
            asUser(actingUser)
            setBody(CreateListBody(name))
        }.orThrow().body()

    suspend fun renameContactList(id: String, name: String, actingUser: String): ContactList =
        http.patch("contact-lists/$id") {
            asUser(actingUser)
            setBody(CreateListBody(name))
        }.orThrow().body()

    suspend fun appendContacts(listId: String, phones: List<String>, actingUser: String) {
        http.post("contact-lists/$listId/contacts") {
            asUser(actingUser)
            setBody(AppendContactsBody(phones))
        }.orThrow()
    }

    suspend fun removeContact(listId: String, phone: String, actingUser: String) {
        http.delete("contact-lists/$listId/contacts/${phone.encodeURLPathPart()}") {
            asUser(actingUser)
        }.orThrow()
    }

    private fun io.ktor.client.request.HttpRequestBuilder.asUser(email: String) {
        header("x-user-email", email)
    }

    private suspend fun HttpResponse.orThrow(): HttpResponse {
        if (status.isSuccess()) return this
        throw RingwellErrors.fromResponse(this, json)
    }
}
