package com.brightcart.shared.ringlane

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.HttpResponseValidator
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.ResponseException
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.HttpResponse
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.http.encodeURLPathPart
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class SharedContactList(val id: String, val name: String)

@Serializable
data class SharedContactListsPage(val data: List<SharedContactList>)

class RinglaneKtorClient(
    private val creds: RinglaneCredentials,
    engine: io.ktor.client.engine.HttpClientEngine? = null,
) {
    private val json = Json { ignoreUnknownKeys = true }

    val http: HttpClient = (if (engine != null) HttpClient(engine) { configure() } else HttpClient { configure() })

    private fun io.ktor.client.HttpClientConfig<*>.configure() {
        expectSuccess = true
        install(ContentNegotiation) { json(json) }
        install(HttpRequestRetry) {
            maxRetries = 2
            retryIf { _, response -> response.status.value == 502 || response.status.value == 429 }
            exponentialDelay()
        }
        HttpResponseValidator {
            handleResponseExceptionWithRequest { cause, _ ->
                val resp = (cause as? ResponseException)?.response ?: return@handleResponseExceptionWithRequest
                throw resp.toRinglaneError(json)
            }
        }
        defaultRequest {
            url(RinglaneConfig.baseUrl + "/")
            header("x-api-key", creds.apiKey)
            header("X-USER-ID", creds.actingUserId)
        }
    }

    suspend fun contactLists(): List<SharedContactList> =
        http.get("contact-lists").body<SharedContactListsPage>().data

    suspend fun createContactList(name: String): SharedContactList =
        http.post("contact-lists") {
            contentType(ContentType.Application.Json)
            setBody(mapOf("name" to name))
        }.body()

    suspend fun addPhones(listId: String, phones: List<String>): HttpResponse =
        http.post("contact-lists/$listId/contacts") {
            contentType(ContentType.Application.Json)
            setBody(mapOf("phones" to phones))
        }

    suspend fun removePhone(listId: String, phone: String): HttpResponse =
        http.delete("contact-lists/$listId/contacts/${phone.encodeURLPathPart()}")

    suspend fun deleteContactList(listId: String): HttpResponse =
        http.delete("contact-lists/$listId")
}
