package com.orchardfreight.dispatch.ringbase

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.DefaultRequest
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.HttpTimeout
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
import io.ktor.http.isSuccess
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.json.Json
import org.slf4j.LoggerFactory
import java.util.UUID

class RingbaseClient(
    private val config: RingbaseConfig,
    engine: io.ktor.client.engine.HttpClientEngine = CIO.create(),
) {
    private val log = LoggerFactory.getLogger(RingbaseClient::class.java)

    private val json = Json {
        ignoreUnknownKeys = true
        explicitNulls = false
    }

    internal val http = HttpClient(engine) {
        expectSuccess = false
        install(ContentNegotiation) { json(json) }
        install(HttpTimeout) { requestTimeoutMillis = config.requestTimeoutMs }
        install(HttpRequestRetry) {
            maxRetries = 3
            // 502 = Ringbase could not reach its identity provider, safe to retry
            retryIf { _, response -> response.status.value in listOf(429, 502) }
            retryOnExceptionIf { _, cause -> cause is java.io.IOException }
            exponentialDelay()
        }
        defaultRequest {
            url(config.baseUrl + "/")
            header(RingbaseHeaders.API_KEY, config.apiKey)
            header(RingbaseHeaders.ACTING_USER, config.actingUserEmail)
            header(RingbaseHeaders.REQUEST_ID, UUID.randomUUID().toString())
        }
    }

    suspend fun listContactLists(): List<ContactList> {
        val response = http.get("contact-lists")
        return response.unwrap()
    }

    suspend fun getContactList(id: String): ContactList {
        val response = http.get("contact-lists/$id")
        return response.unwrap()
    }

    suspend fun createContactList(name: String, region: String): ContactList {
        val response = http.post("contact-lists") {
            contentType(ContentType.Application.Json)
            setBody(CreateContactListRequest(name = name, tags = listOf("dispatch", region)))
        }
        return response.unwrap()
    }

    suspend fun appendDrivers(listId: String, phones: List<String>): AppendResult {
        val response = http.post("contact-lists/$listId/contacts") {
            contentType(ContentType.Application.Json)
            setBody(AppendContactsRequest(phones.map { ContactInput(phone = it) }))
        }
        return response.unwrap()
    }

    suspend fun removeDriver(listId: String, phone: String) {
        val encoded = phone.encodeURLPathPart()
        val response = http.delete("contact-lists/$listId/contacts/$encoded")
        if (!response.status.isSuccess()) {
            log.warn("Ringbase refused removal of {} from list {}: {}", phone, listId, response.status)
            throw RingbaseErrors.fromResponse(response)
        }
    }

    private suspend inline fun <reified T> HttpResponse.unwrap(): T {
        if (status.isSuccess()) return body()
        throw RingbaseErrors.fromResponse(this)
    }

    fun close() = http.close()
}
