package com.brightcart.dialer.webhooks

import com.brightcart.dialer.ringlane.RinglaneProperties
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
    private val props: RinglaneProperties,
    private val handler: CallEventHandler,
) {
    @PostMapping("/webhooks/ringlane")
    suspend fun receive(
        @RequestHeader("X-Ringlane-Signature") signature: String?,
        @RequestBody rawBody: String,
    ): ResponseEntity<Unit> {
        if (signature == null || !verify(rawBody, signature)) {
            return ResponseEntity.status(401).build()
        }
        handler.handle(rawBody)
        return ResponseEntity.noContent().build()
    }

    private fun verify(body: String, signature: String): Boolean {
        val mac = Mac.getInstance("HmacSHA256")
        mac.init(SecretKeySpec(props.webhookSecret.toByteArray(), "HmacSHA256"))
        val expected = mac.doFinal(body.toByteArray()).joinToString("") { "%02x".format(it) }
        return MessageDigest.isEqual(expected.toByteArray(), signature.lowercase().toByteArray())
    }
}
