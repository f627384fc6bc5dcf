package com.kestrelfreight.calltools

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.application.call
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.response.respondText
import io.ktor.server.routing.post
import io.ktor.server.routing.routing
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

fun hmacHex(secret: String, payload: String): String {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
    return mac.doFinal(payload.toByteArray()).joinToString("") { "%02x".format(it) }
}

fun safeEquals(a: String, b: String) = MessageDigest.isEqual(a.toByteArray(), b.toByteArray())

fun Application.module() {
    val conf = environment.config
    val ringlaneSecret = conf.property("ringlane.signingSecret").getString()
    val githubSecret = conf.property("github.webhookSecret").getString()

    routing {
        post("/hooks/ringlane") {
            val body = call.receiveText()
            val sig = call.request.headers["X-Ringlane-Signature"].orEmpty()
            if (!safeEquals(hmacHex(ringlaneSecret, body), sig)) {
                call.respond(HttpStatusCode.Unauthorized)
                return@post
            }
            call.respondText("ok")
        }

        post("/hooks/github") {
            val body = call.receiveText()
            val sig = call.request.headers["X-Hub-Signature-256"].orEmpty().removePrefix("sha256=")
            if (!safeEquals(hmacHex(githubSecret, body), sig)) {
                call.respondText("""{"error":"signature mismatch"}""", status = HttpStatusCode.Unauthorized)
                return@post
            }
            call.respondText("ok")
        }
    }
}
