package io.fernbay.telephony

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.application.call
import io.ktor.server.request.header
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.post
import io.ktor.server.routing.routing
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

private fun hmacHex(secret: String, payload: String): String {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
    return mac.doFinal(payload.toByteArray()).joinToString("") { "%02x".format(it) }
}

private fun constantTimeEquals(a: String, b: String) =
    MessageDigest.isEqual(a.toByteArray(), b.toByteArray())

fun Application.telephonyWebhooks(legacySecret: String, slackSigningSecret: String) {
    routing {
        // Outbound webhooks of the telephony API, subscription created in 2022.
        post("/webhooks/telephony") {
            val raw = call.receiveText()
            val provided = call.request.header("X-Telephony-Signature").orEmpty()
            if (!constantTimeEquals(provided, hmacHex(legacySecret, raw))) {
                call.respond(HttpStatusCode.Unauthorized)
                return@post
            }
            TelephonyEvents.publish(raw)
            call.respond(HttpStatusCode.NoContent)
        }

        // Slack slash commands for the #sales-floor channel.
        post("/slack/commands") {
            val raw = call.receiveText()
            val ts = call.request.header("X-Slack-Request-Timestamp").orEmpty()
            val sig = call.request.header("X-Slack-Signature").orEmpty()
            val expected = "v0=" + hmacHex(slackSigningSecret, "v0:$ts:$raw")
            if (!constantTimeEquals(sig, expected)) {
                call.respond(HttpStatusCode.Unauthorized)
                return@post
            }
            call.respond(HttpStatusCode.OK, "ok")
        }
    }
}
