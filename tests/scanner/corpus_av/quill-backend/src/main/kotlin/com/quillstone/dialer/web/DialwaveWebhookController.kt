package com.quillstone.dialer.web

import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.*
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

@RestController
@RequestMapping("/webhooks/dialwave")
class DialwaveWebhookController(
    @Value("\${dialwave.webhook-secret}") private val secret: String,
    private val calls: CallEventHandler,
) {
    @PostMapping
    fun receive(
        @RequestHeader("X-Dialwave-Signature") signature: String,
        @RequestBody raw: String,
    ): ResponseEntity<Void> {
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(secret.toByteArray(), "HmacSHA256")) }
        val expected = mac.doFinal(raw.toByteArray()).joinToString("") { "%02x".format(it) }
        if (!MessageDigest.isEqual(expected.toByteArray(), signature.toByteArray())) {
            return ResponseEntity.status(401).build()
        }
        calls.handle(raw)
        return ResponseEntity.ok().build()
    }
}
