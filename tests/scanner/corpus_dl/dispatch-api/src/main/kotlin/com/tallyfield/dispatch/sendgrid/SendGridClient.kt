package com.tallyfield.dispatch.sendgrid

import io.ktor.client.HttpClient
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.client.request.put
import io.ktor.client.request.setBody
import io.ktor.client.call.body
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class SgList(val id: String, val name: String)

@Serializable
data class SgLists(val result: List<SgList>)

@Serializable
data class SgContact(val email: String)

@Serializable
data class SgUpsert(val list_ids: List<String>, val contacts: List<SgContact>)

/** SendGrid Marketing Campaigns: their "contact lists" are email lists, unrelated to the dialer. */
class SendGridClient(private val apiKey: String) {
    private val http = HttpClient(CIO) {
        install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
    }

    suspend fun addToList(listName: String, email: String) {
        val lists = http.get("https://api.sendgrid.com/v3/marketing/lists") {
            bearerAuth(apiKey)
        }.body<SgLists>()
        val list = lists.result.firstOrNull { it.name == listName } ?: return
        val resp = http.put("https://api.sendgrid.com/v3/marketing/contacts") {
            bearerAuth(apiKey)
            contentType(ContentType.Application.Json)
            setBody(SgUpsert(listOf(list.id), listOf(SgContact(email))))
        }
        if (resp.status == HttpStatusCode.NotFound) {
            // list was deleted between calls; nothing to do
        }
    }
}
