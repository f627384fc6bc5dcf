package com.northpeak.dialer.web

import com.northpeak.dialer.ringcast.RingcastHeaders
import com.northpeak.dialer.ringcast.RingcastProperties
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController
import java.security.MessageDigest
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

@RestController
class RingcastWebhookController(private val props: RingcastProperties) {

    @PostMapping("/hooks/ringcast")
    fun receive(
        @RequestHeader(RingcastHeaders.SIGNATURE) signature: String,
        @RequestBody raw: ByteArray,
    ): ResponseEntity<Void> {
        val mac = Mac.getInstance("HmacSHA256")
        mac.init(SecretKeySpec(props.webhookSecret.toByteArray(), "HmacSHA256"))
        val expected = mac.doFinal(raw).joinToString("") { "%02x".format(it) }
        if (!MessageDigest.isEqual(expected.toByteArray(), signature.lowercase().toByteArray())) {
            return ResponseEntity.status(401).build()
        }
        // TODO persist call events
        return ResponseEntity.accepted().build()
    }
}
