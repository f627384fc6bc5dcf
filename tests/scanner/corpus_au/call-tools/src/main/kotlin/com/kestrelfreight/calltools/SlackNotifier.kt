package com.kestrelfreight.calltools

import io.ktor.client.HttpClient
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType

/** Posts list-sync summaries to #dispatch-ops. */
class SlackNotifier(private val http: HttpClient, private val botToken: String) {
    suspend fun post(channel: String, text: String) {
        val resp = http.post("https://slack.com/api/chat.postMessage") {
            bearerAuth(botToken)
            contentType(ContentType.Application.Json)
            setBody("""{"channel":"$channel","text":${kotlinx.serialization.json.JsonPrimitive(text)}}""")
        }
        if (resp.status == HttpStatusCode.ServiceUnavailable || resp.status == HttpStatusCode.BadGateway) {
            // Slack is flaky at the top of the hour; drop the message rather than block the sync
            return
        }
        check(resp.status == HttpStatusCode.OK) { "slack error: ${resp.bodyAsText()}" }
    }
}
