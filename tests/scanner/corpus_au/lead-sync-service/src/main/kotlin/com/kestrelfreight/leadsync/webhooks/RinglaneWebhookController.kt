package com.kestrelfreight.leadsync.webhooks

import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

@RestController
class RinglaneWebhookController(
    @Value("\${ringlane.webhook-secret}") private val signingSecret: String,
    private val callEvents: CallEventService,
) {
    @PostMapping("/webhooks/ringlane")
    fun receive(
        @RequestHeader("X-Ringlane-Signature") signature: String?,
        @RequestBody rawBody: String,
    ): ResponseEntity<Void> {
        if (signature == null || !verify(rawBody, signature)) {
            return ResponseEntity.status(401).build()
        }
        callEvents.ingest(rawBody)
        return ResponseEntity.accepted().build()
    }

    private fun verify(body: String, provided: String): Boolean {
        val mac = Mac.getInstance("HmacSHA256")
        mac.init(SecretKeySpec(signingSecret.toByteArray(), "HmacSHA256"))
        val expected = mac.doFinal(body.toByteArray()).joinToString("") { "%02x".format(it) }
        return MessageDigest.isEqual(expected.toByteArray(), provided.lowercase().toByteArray())
    }
}

interface CallEventService { fun ingest(raw: String) }
