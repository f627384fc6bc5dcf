package com.northpeak.dialer.web

import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/** Triggers a redeploy of the dialer bridge docs site on push. */
@RestController
class GithubWebhookController(@Value("\${github.webhook-secret:}") private val secret: String) {

    @PostMapping("/hooks/github")
    fun receive(
        @RequestHeader("X-Hub-Signature-256") signature: String,
        @RequestBody raw: ByteArray,
    ): ResponseEntity<String> {
        val mac = Mac.getInstance("HmacSHA256").apply { init(SecretKeySpec(secret.toByteArray(), "HmacSHA256")) }
        val expected = "sha256=" + mac.doFinal(raw).joinToString("") { "%02x".format(it) }
        return if (expected == signature) ResponseEntity.ok("queued") else ResponseEntity.status(401).body("bad signature")
    }
}
