package com.orchardfreight.dispatch.billing

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

private const val TOLERANCE_SECONDS = 300

fun Route.stripeWebhooks(endpointSecret: String, handler: suspend (String) -> Unit) {
    post("/webhooks/stripe") {
        val payload = call.receiveText()
        val header = call.request.headers["Stripe-Signature"].orEmpty()
        val parts = header.split(",").associate { it.substringBefore("=") to it.substringAfter("=") }
        val timestamp = parts["t"]?.toLongOrNull()
        val v1 = parts["v1"]
        if (timestamp == null || v1 == null) {
            call.respond(HttpStatusCode.BadRequest, mapOf("error" to "missing signature"))
            return@post
        }
        if (System.currentTimeMillis() / 1000 - timestamp > TOLERANCE_SECONDS) {
            call.respond(HttpStatusCode.BadRequest, mapOf("error" to "stale event"))
            return@post
        }
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(endpointSecret.toByteArray(), "HmacSHA256")) }
        val expected = mac.doFinal("$timestamp.$payload".toByteArray()).joinToString("") { "%02x".format(it) }
        if (expected != v1) {
            call.respond(HttpStatusCode.BadRequest, mapOf("error" to "bad signature"))
            return@post
        }
        handler(payload)
        call.respond(HttpStatusCode.OK)
    }
}
