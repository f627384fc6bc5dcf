package com.bramble.dpbridge.routes

import com.bramble.dpbridge.dialpeak.DialpeakConfig
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.*
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

private fun hmacHex(secret: String, payload: String): String {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
    return mac.doFinal(payload.toByteArray()).joinToString("") { "%02x".format(it) }
}

fun Route.webhookRoutes(cfg: DialpeakConfig, stripeSecret: String) {
    post("/hooks/dialpeak") {
        val raw = call.receiveText()
        val sig = call.request.headers["X-DialPeak-Signature"].orEmpty()
        if (!java.security.MessageDigest.isEqual(sig.toByteArray(), hmacHex(cfg.webhookSecret, raw).toByteArray())) {
            call.respond(HttpStatusCode.Unauthorized)
            return@post
        }
        call.respond(HttpStatusCode.NoContent)
    }

    post("/hooks/stripe") {
        val raw = call.receiveText()
        val header = call.request.headers["Stripe-Signature"].orEmpty()
        val parts = header.split(",").associate { it.substringBefore("=") to it.substringAfter("=") }
        val expected = hmacHex(stripeSecret, "${parts["t"]}.$raw")
        if (parts["v1"] != expected) {
            call.respond(HttpStatusCode.BadRequest)
            return@post
        }
        call.respond(HttpStatusCode.OK)
    }
}
