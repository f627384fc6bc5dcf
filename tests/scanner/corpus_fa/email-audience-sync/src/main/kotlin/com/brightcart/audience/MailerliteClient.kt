package com.brightcart.audience

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.HttpResponse

/** Legacy MailerLite classic API, still used by the EU shop. */
class MailerliteClient(private val http: HttpClient, private val key: String) {
    private val base = "https://api.mailerlite.com/api/v2"

    suspend fun groups(): List<Map<String, Any?>> =
        http.get("$base/groups") { header("X-MailerLite-ApiKey", key) }.body()

    suspend fun addToContactList(groupId: Long, email: String): HttpResponse =
        http.post("$base/groups/$groupId/subscribers") {
            header("X-MailerLite-ApiKey", key)
            setBody(mapOf("email" to email))
        }
}

/** Our own preferences service: contact-lists here are newsletter opt-ins. */
class PreferencesClient(private val http: HttpClient, private val serviceKey: String) {
    suspend fun optedIn(userEmail: String): List<String> =
        http.get("https://prefs.internal.brightcart.com/v1/contact-lists") {
            header("x-api-key", serviceKey)
            header("x-user-email", userEmail)
        }.body()
}
