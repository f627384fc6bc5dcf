package com.tallyfield.dispatch.routes

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import org.slf4j.LoggerFactory
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

private val log = LoggerFactory.getLogger("RingwellWebhook")

fun Route.ringwellWebhookRoutes(signingSecret: String) {
    post("/webhooks/ringwell") {
        val payload = call.receiveText()
        val signature = call.request.headers["X-Ringwell-Signature"]
        if (signature == null || !validSignature(payload, signature, signingSecret)) {
            log.warn("rejected ringwell webhook with bad signature")
            call.respond(HttpStatusCode.Unauthorized)
            return@post
        }
        log.info("ringwell event accepted ({} bytes)", payload.length)
        call.respond(HttpStatusCode.NoContent)
    }
}

private fun validSignature(payload: String, signature: String, secret: String): Boolean {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
    val expected = mac.doFinal(payload.toByteArray()).joinToString("") { "%02x".format(it) }
    return MessageDigest.isEqual(expected.toByteArray(), signature.lowercase().toByteArray())
}
