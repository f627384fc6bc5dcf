package com.orchardfreight.dispatch.ringbase

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

fun Route.ringbaseWebhooks(config: RingbaseConfig, onCallCompleted: suspend (String, String) -> Unit) {
    post("/webhooks/ringbase") {
        val payload = call.receiveText()
        val signature = call.request.headers[RingbaseHeaders.SIGNATURE]
        if (signature == null || !validSignature(config.webhookSecret, payload, signature)) {
            call.respond(HttpStatusCode.Unauthorized)
            return@post
        }
        val event = Json.parseToJsonElement(payload).jsonObject
        if (event["type"]?.jsonPrimitive?.content == "call.completed") {
            val data = event["data"]!!.jsonObject
            onCallCompleted(data["call_id"]!!.jsonPrimitive.content, data["outcome"]!!.jsonPrimitive.content)
        }
        call.respond(HttpStatusCode.NoContent)
    }
}

private fun validSignature(secret: String, payload: String, provided: String): Boolean {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
    val expected = mac.doFinal(payload.toByteArray()).joinToString("") { "%02x".format(it) }
    return MessageDigest.isEqual(expected.toByteArray(), provided.lowercase().toByteArray())
}
