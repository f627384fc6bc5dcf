package health.brightline.outreach.webhooks

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.ApplicationCall
import io.ktor.server.request.header
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import io.ktor.server.application.call
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

private fun hmacHex(secret: String, data: String): String {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
    return mac.doFinal(data.toByteArray()).joinToString("") { "%02x".format(it) }
}

/** v2 signature: Service-Signature: t=<ms>,v1=<hex of "t.body"> */
internal fun verifyServiceSignature(secret: String, header: String, body: String): Boolean {
    val parts = header.split(',').associate { it.substringBefore('=') to it.substringAfter('=') }
    val t = parts["t"] ?: return false
    val sig = parts["v1"] ?: return false
    return hmacHex(secret, "$t.$body") == sig
}

fun Route.voxlyWebhook(secret: String, handle: suspend (String) -> Unit) {
    post("/hooks/voxly") {
        val body = call.receiveText()
        val v2 = call.request.header("Service-Signature")
        val ok = when {
            v2 != null -> verifyServiceSignature(secret, v2, body)
            else -> {
                // events queued before the cut-over still arrive with the old header
                val legacy = call.request.header("X-Voxly-Signature")
                legacy != null && hmacHex(secret, body) == legacy
            }
        }
        if (!ok) return@post call.respond(HttpStatusCode.Unauthorized)
        handle(body)
        call.respond(HttpStatusCode.OK)
    }
}

fun Route.githubWebhook(secret: String) {
    post("/hooks/github") {
        val body = call.receiveText()
        val sig = call.request.header("X-Hub-Signature-256")?.removePrefix("sha256=")
        if (sig == null || sig != hmacHex(secret, body)) return@post call.respond(HttpStatusCode.Unauthorized)
        call.respond(HttpStatusCode.Accepted)
    }
}
