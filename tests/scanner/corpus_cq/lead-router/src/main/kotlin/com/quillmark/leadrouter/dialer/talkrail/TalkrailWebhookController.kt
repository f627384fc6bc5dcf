package com.quillmark.leadrouter.dialer.talkrail

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
class TalkrailWebhookController(
    @Value("\${dialer.talkrail.webhook-secret:}") private val secret: String,
) {
    @PostMapping("/hooks/talkrail")
    fun receive(
        @RequestHeader("X-Talkrail-Signature") signature: String,
        @RequestBody raw: String,
    ): ResponseEntity<Void> {
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(secret.toByteArray(), "HmacSHA256")) }
        val expected = mac.doFinal(raw.toByteArray()).joinToString("") { "%02x".format(it) }
        if (!MessageDigest.isEqual(expected.toByteArray(), signature.toByteArray())) {
            return ResponseEntity.status(401).build()
        }
        return ResponseEntity.accepted().build()
    }
}
