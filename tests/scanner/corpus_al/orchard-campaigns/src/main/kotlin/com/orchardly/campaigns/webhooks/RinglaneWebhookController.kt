package com.orchardly.campaigns.webhooks

import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.*
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

@RestController
@RequestMapping("/webhooks")
class RinglaneWebhookController(
    @Value("\${ringlane.webhook-secret}") private val secret: String,
    private val events: CallEventService,
) {
    @PostMapping("/ringlane")
    fun receive(
        @RequestHeader("X-Ringlane-Signature") signature: String,
        @RequestBody raw: ByteArray,
    ): ResponseEntity<Void> {
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(secret.toByteArray(), "HmacSHA256")) }
        val expected = mac.doFinal(raw).joinToString("") { "%02x".format(it) }
        if (!MessageDigest.isEqual(expected.toByteArray(), signature.lowercase().toByteArray())) {
            return ResponseEntity.status(401).build()
        }
        events.ingest(raw)
        return ResponseEntity.noContent().build()
    }

    @PostMapping("/github")
    fun github(@RequestHeader("X-Hub-Signature-256") sig: String, @RequestBody raw: ByteArray): ResponseEntity<Void> {
        events.verifyGithub(sig, raw)
        return ResponseEntity.accepted().build()
    }
}
