package com.tidewell.console.callvance

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.parameter
import io.ktor.client.request.patch
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.HttpResponse
import io.ktor.http.encodeURLPathPart
import io.ktor.http.isSuccess
import kotlinx.serialization.Serializable

@Serializable
data class DialerList(val id: Long, val name: String, val size: Int = 0)

@Serializable
data class NewDialerList(val name: String, val description: String? = null)

@Serializable
data class DialerContact(val phone: String, val name: String? = null)

@Serializable
data class AppendBody(val contacts: List<DialerContact>)

@Serializable
data class AppendOutcome(val added: Int, val skipped: Int)

class ContactListsGateway(private val http: HttpClient) {

    suspend fun all(page: Int = 1): List<DialerList> =
        http.get("contact-lists") { parameter("page", page) }.orThrow().body()

    suspend fun create(name: String): DialerList =
        http.post("contact-lists") { setBody(NewDialerList(name)) }.orThrow().body()

    suspend fun rename(id: Long, name: String): DialerList =
        http.patch("contact-lists/$id") { setBody(NewDialerList(name)) }.orThrow().body()

    suspend fun delete(id: Long) {
        http.delete("contact-lists/$id").orThrow()
    }

    suspend fun append(id: Long, contacts: List<DialerContact>): AppendOutcome =
        http.post("contact-lists/$id/contacts") { setBody(AppendBody(contacts)) }.orThrow().body()

    suspend fun remove(id: Long, phone: String) {
        http.delete("contact-lists/$id/contacts/${phone.encodeURLPathPart()}").orThrow()
    }

    private suspend fun HttpResponse.orThrow(): HttpResponse =
        if (status.isSuccess()) this else throw CallvanceErrors.from(this)
}
