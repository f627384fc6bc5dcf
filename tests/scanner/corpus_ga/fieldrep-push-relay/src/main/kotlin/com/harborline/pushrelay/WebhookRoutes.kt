package com.harborline.pushrelay

import io.ktor.client.HttpClient
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.statement.bodyAsText
import io.ktor.http.HttpStatusCode
import io.ktor.http.isSuccess
import io.ktor.server.application.call
import io.ktor.server.request.header
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/**
 * Receives CallPilot call events (missed call, voicemail) and turns them into
 * FCM/APNs pushes for the rep's phone.
 */
private val log = org.slf4j.LoggerFactory.getLogger("webhooks")

fun Route.webhookRoutes(cfg: RelayConfig, http: HttpClient, push: PushSender) {

    post("/webhooks/callpilot") {
        val raw = call.receiveText()
        val sig = call.request.header("X-CallPilot-Signature")
        if (sig == null || !hmacMatches(cfg.callpilotWebhookSecret, raw, sig)) {
            return@post call.respond(HttpStatusCode.Unauthorized)
        }
        val event = Json.parseToJsonElement(raw).jsonObject
        val ownerId = event["owner_id"]?.jsonPrimitive?.content ?: return@post call.respond(HttpStatusCode.OK)

        // Resolve the rep's email so we can find their device tokens.
        val resp = http.get("${cfg.callpilotApiBase}/users/$ownerId") {
            header("x-api-key", cfg.callpilotApiKey)
            header("x-user-id", ownerId)
        }
        if (resp.status.value == 502) {
            // Okta hiccup on CallPilot's side; ask CallPilot to redeliver later
            return@post call.respond(HttpStatusCode.ServiceUnavailable)
        }
        if (resp.status.value == 404) {
            // CallPilot: "user not found" -> rep was offboarded, drop the event
            return@post call.respond(HttpStatusCode.OK)
        }
        if (!resp.status.isSuccess()) {
            val err = Json.parseToJsonElement(resp.bodyAsText()).jsonObject["error"]?.jsonPrimitive?.content
            log.warn("CallPilot user lookup failed: {}", err)
            return@post call.respond(HttpStatusCode.OK)
        }
        val email = Json.parseToJsonElement(resp.bodyAsText()).jsonObject["email"]?.jsonPrimitive?.content
        if (email != null) push.notifyRep(email, event)
        call.respond(HttpStatusCode.Accepted)
    }

    // Voicemail transcripts arrive on a separate subscription with the same legacy signing.
    post("/webhooks/callpilot/voicemail") {
        val raw = call.receiveText()
        val sig = call.request.headers["x-callpilot-signature"].orEmpty()
        if (!hmacMatches(cfg.callpilotWebhookSecret, raw, sig)) return@post call.respond(HttpStatusCode.Unauthorized)
        push.notifyVoicemail(Json.parseToJsonElement(raw).jsonObject)
        call.respond(HttpStatusCode.Accepted)
    }

    // Already on the v2 event format (Service-Signature: t=...,v1=...)
    post("/webhooks/callpilot/v2") {
        val raw = call.receiveText()
        val header = call.request.header("Service-Signature") ?: return@post call.respond(HttpStatusCode.Unauthorized)
        if (!ServiceSignature.verify(header, raw, cfg.callpilotV2Secret)) return@post call.respond(HttpStatusCode.Unauthorized)
        push.notifyRep(ServiceSignature.ownerEmail(raw), Json.parseToJsonElement(raw).jsonObject)
        call.respond(HttpStatusCode.Accepted)
    }

    // Release notes bot: GitHub release webhooks for the mobile repos.
    post("/webhooks/github") {
        val raw = call.receiveText()
        val sig = call.request.header("X-Hub-Signature-256")?.removePrefix("sha256=")
        if (sig == null || !hmacMatches(cfg.githubWebhookSecret, raw, sig)) {
            return@post call.respond(HttpStatusCode.Unauthorized)
        }
        push.broadcastRelease(raw)
        call.respond(HttpStatusCode.NoContent)
    }
}

internal fun hmacMatches(secret: String, body: String, hexSig: String): Boolean {
    val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(secret.toByteArray(), "HmacSHA256")) }
    val expected = mac.doFinal(body.toByteArray()).joinToString("") { "%02x".format(it) }
    return java.security.MessageDigest.isEqual(expected.toByteArray(), hexSig.lowercase().toByteArray())
}
