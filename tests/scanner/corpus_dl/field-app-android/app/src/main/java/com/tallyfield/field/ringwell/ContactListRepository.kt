package com.tallyfield.field.ringwell

import com.tallyfield.field.net.HttpClientFactory
import com.tallyfield.field.net.SessionStore
import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.HttpRequestBuilder
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.HttpResponse
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.http.isSuccess
import kotlinx.serialization.Serializable

@Serializable
data class CallList(val id: String, val name: String, val contactCount: Int = 0)

@Serializable
data class CallListEntry(val phone: String, val name: String? = null, val lastCalledAt: String? = null)

class ContactListRepository(
    private val http: HttpClient,
    private val session: SessionStore,
) {
    suspend fun myLists(): List<CallList> =
        http.get("contact-lists") { actingUser() }.unwrap()

    suspend fun entries(listId: String): List<CallListEntry> =
        http.get("contact-lists/$listId/contacts") { actingUser() }.unwrap()

    suspend fun addWalkInNumber(listId: String, phone: String) {
        http.post("contact-lists/$listId/contacts") {
            actingUser()
            contentType(ContentType.Application.Json)
            setBody(mapOf("phones" to listOf(phone)))
        }.unwrap<Unit>()
    }

    suspend fun markDoNotCall(listId: String, phone: String) {
        http.delete("contact-lists/$listId/contacts/$phone") { actingUser() }.unwrap<Unit>()
    }

    private fun HttpRequestBuilder.actingUser() {
        header("X-User-Email", session.email)
    }

    private suspend inline fun <reified T> HttpResponse.unwrap(): T {
        if (status.isSuccess()) return if (T::class == Unit::class) Unit as T else body()
        val err = runCatching {
            HttpClientFactory.json.decodeFromString(RingwellApiError.serializer(), bodyAsText())
        }.getOrNull()
        val failure = when (status) {
            HttpStatusCode.NotFound ->
                if (err?.message == "user not found") DialerFailure.NotProvisioned else DialerFailure.ListGone
            HttpStatusCode.BadGateway -> DialerFailure.TemporarilyDown
            HttpStatusCode.ServiceUnavailable -> DialerFailure.Disabled
            else -> DialerFailure.Unexpected(status.value, err?.message ?: status.description)
        }
        throw DialerException(failure)
    }
}
