package com.brightcart.audience

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.client.request.put
import io.ktor.client.request.setBody
import io.ktor.client.statement.HttpResponse
import io.ktor.http.HttpStatusCode

data class SgList(val id: String, val name: String, val contact_count: Int)
data class SgLists(val result: List<SgList>)
data class SgError(val message: String, val field: String?)
data class SgErrors(val errors: List<SgError>)

class SendGridContactsClient(private val http: HttpClient, private val apiKey: String) {
    private val base = "https://api.sendgrid.com/v3/marketing"

    suspend fun lists(): List<SgList> = http.get("$base/lists") { bearerAuth(apiKey) }.body<SgLists>().result

    suspend fun upsert(listId: String, emails: List<String>): HttpResponse {
        val resp = http.put("$base/contacts") {
            bearerAuth(apiKey)
            setBody(mapOf("list_ids" to listOf(listId), "contacts" to emails.map { mapOf("email" to it) }))
        }
        if (resp.status == HttpStatusCode.NotFound) error("SendGrid list $listId not found")
        return resp
    }
}
