package com.harbourline.dialer.web

import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.*
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

@RestController
@RequestMapping("/slack")
class SlackCommandController(@Value("\${slack.signing-secret}") private val secret: String) {

    @PostMapping("/commands", consumes = ["application/x-www-form-urlencoded"])
    fun command(
        @RequestHeader("X-Slack-Signature") signature: String,
        @RequestHeader("X-Slack-Request-Timestamp") ts: String,
        @RequestBody raw: String,
    ): ResponseEntity<Map<String, String>> {
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(secret.toByteArray(), "HmacSHA256")) }
        val expected = "v0=" + mac.doFinal("v0:$ts:$raw".toByteArray()).joinToString("") { "%02x".format(it) }
        if (!MessageDigest.isEqual(expected.toByteArray(), signature.toByteArray())) {
            return ResponseEntity.status(401).body(mapOf("error" to "invalid signature"))
        }
        return ResponseEntity.ok(mapOf("text" to "Dialer queue refreshed"))
    }
}
