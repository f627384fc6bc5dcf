package com.brightpath.reporting.webhook

import com.brightpath.reporting.dialer.DialerProperties
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController
import jakarta.servlet.http.HttpServletRequest
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

@RestController
class LegacyDialerWebhookController(
    private val props: DialerProperties,
    private val ingest: CallOutcomeIngest,
) {

    @PostMapping("/webhooks/dialer/call-completed")
    fun callCompleted(
        @RequestHeader("X-DialStream-Signature") signature: String,
        @RequestBody raw: ByteArray,
    ): ResponseEntity<Void> {
        if (!valid(raw, signature)) return ResponseEntity.status(401).build()
        ingest.accept(raw)
        return ResponseEntity.accepted().build()
    }

    @PostMapping("/webhooks/dialer/recording")
    fun recording(request: HttpServletRequest, @RequestBody raw: ByteArray): ResponseEntity<Void> {
        val signature = request.getHeader("x-dialstream-signature") ?: return ResponseEntity.status(401).build()
        if (!valid(raw, signature)) return ResponseEntity.status(401).build()
        ingest.acceptRecording(raw)
        return ResponseEntity.accepted().build()
    }

    private fun valid(raw: ByteArray, signature: String): Boolean {
        val mac = Mac.getInstance("HmacSHA256")
        mac.init(SecretKeySpec(props.webhook.secret.toByteArray(), "HmacSHA256"))
        val expected = mac.doFinal(raw).joinToString("") { "%02x".format(it) }
        return MessageDigest.isEqual(expected.toByteArray(), signature.lowercase().toByteArray())
    }
}
