package com.fieldnest.shared.dialstream

import com.fieldnest.shared.BuildKonfig
import com.fieldnest.shared.net.dialstreamHttpClient
import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.HttpRequestBuilder
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
import kotlinx.serialization.Serializable

@Serializable
data class ContactListDto(val id: String, val name: String, val contactCount: Int = 0)

@Serializable
private data class ListPage(val data: List<ContactListDto>)

@Serializable
private data class PhoneContact(val phone: String)

@Serializable
private data class AppendContacts(val contacts: List<PhoneContact>)

/**
 * Dialstream call lists. The rep is identified by their Okta user id (the same id
 * Dialstream resolves against our IdP).
 */
class DialstreamApi(
    private val idpUserId: () -> String,
    private val client: HttpClient = dialstreamHttpClient(),
    private val baseUrl: String = BuildKonfig.DIALSTREAM_BASE_URL,
    private val apiKey: String = BuildKonfig.DIALSTREAM_API_KEY,
) {
    private fun HttpRequestBuilder.auth() {
        header("x-api-key", apiKey)
        header("x-user-id", idpUserId())
    }

    suspend fun lists(): List<ContactListDto> {
        val res = client.get("$baseUrl/contact-lists") { auth() }
        return res.orThrow().body<ListPage>().data
    }

    suspend fun rename(listId: String, name: String): ContactListDto {
        val res = client.patch("$baseUrl/contact-lists/$listId") {
            auth()
            contentType(ContentType.Application.Json)
            setBody(mapOf("name" to name))
        }
        return res.orThrow(listId).body()
    }

    suspend fun append(listId: String, phones: List<String>) {
        client.post("$baseUrl/contact-lists/$listId/contacts") {
            auth()
            contentType(ContentType.Application.Json)
            setBody(AppendContacts(phones.map(::PhoneContact)))
        }.orThrow(listId)
    }

    suspend fun remove(listId: String, phone: String) {
        client.delete("$baseUrl/contact-lists/$listId/contacts/${phone.encodeURLPathPart()}") { auth() }
            .orThrow(listId)
    }

    private suspend fun HttpResponse.orThrow(listId: String? = null): HttpResponse =
        if (status.isSuccess()) this else throw toDialstreamException(idpUserId(), listId)
}
