package com.tidewell.console.integrations

import io.ktor.client.HttpClient
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.server.request.ApplicationRequest
import io.ktor.server.request.header
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec
import kotlin.math.abs

class SlackNotifier(private val http: HttpClient, private val webhookUrl: String, private val signingSecret: String) {

    suspend fun post(text: String) {
        http.post(webhookUrl) {
            contentType(ContentType.Application.Json)
            setBody(mapOf("text" to text))
        }
    }

    /** Verifies slash-command requests (/dialer-status) coming from Slack. */
    fun verify(request: ApplicationRequest, rawBody: String, nowSeconds: Long): Boolean {
        val ts = request.header("X-Slack-Request-Timestamp")?.toLongOrNull() ?: return false
        if (abs(nowSeconds - ts) > 300) return false
        val sig = request.header("X-Slack-Signature") ?: return false
        val mac = Mac.getInstance("HmacSHA256")
        mac.init(SecretKeySpec(signingSecret.toByteArray(), "HmacSHA256"))
        val expected = "v0=" + mac.doFinal("v0:$ts:$rawBody".toByteArray()).joinToString("") { "%02x".format(it) }
        return expected == sig
    }
}
