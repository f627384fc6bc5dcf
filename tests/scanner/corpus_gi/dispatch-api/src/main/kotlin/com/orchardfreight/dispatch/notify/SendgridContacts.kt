package com.orchardfreight.dispatch.notify

import io.ktor.client.HttpClient
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.put
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.http.isSuccess
import kotlinx.serialization.Serializable

@Serializable
data class SgContact(val email: String, val phone_number: String? = null, val first_name: String? = null)

@Serializable
data class SgUpsert(val list_ids: List<String>, val contacts: List<SgContact>)

/** Keeps the drivers' newsletter list on SendGrid in sync. */
class SendgridContacts(private val http: HttpClient, private val apiKey: String, private val listId: String) {
    suspend fun upsertDrivers(contacts: List<SgContact>) {
        val resp = http.put("https://api.sendgrid.com/v3/marketing/contacts") {
            bearerAuth(apiKey)
            contentType(ContentType.Application.Json)
            setBody(SgUpsert(listOf(listId), contacts))
        }
        check(resp.status.isSuccess()) { "SendGrid contact-lists sync failed: ${resp.status}" }
    }
}
