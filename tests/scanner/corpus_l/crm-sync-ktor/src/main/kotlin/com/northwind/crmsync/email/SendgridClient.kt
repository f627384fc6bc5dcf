package com.northwind.crmsync.email

import io.ktor.client.HttpClient
import io.ktor.client.request.*
import io.ktor.client.statement.bodyAsText
import io.ktor.http.*
import kotlinx.coroutines.delay

/** Mirrors Callbridge lists into SendGrid marketing contact lists. */
class SendgridClient(private val http: HttpClient, private val apiKey: String) {
    private val base = "https://api.sendgrid.com/v3"

    suspend fun upsertContacts(listId: String, emails: List<String>) {
        repeat(3) { attempt ->
            val resp = http.put("$base/marketing/contacts") {
                header(HttpHeaders.Authorization, "Bearer $apiKey")
                contentType(ContentType.Application.Json)
                setBody(mapOf("list_ids" to listOf(listId), "contacts" to emails.map { mapOf("email" to it) }))
            }
            when (resp.status.value) {
                in 200..299 -> return
                502, 503 -> delay(500L * (attempt + 1))
                404 -> error("SendGrid list $listId not found: ${resp.bodyAsText()}")
                else -> error("SendGrid error ${resp.status}")
            }
        }
    }

    suspend fun contactLists(): String =
        http.get("$base/marketing/lists?page_size=100") { bearerAuth(apiKey) }.bodyAsText()
}
