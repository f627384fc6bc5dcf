package com.tallyfield.outreach.webhooks

import com.tallyfield.outreach.config.OutreachProperties
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController

@RestController
class RingwellWebhookController(
    private val props: OutreachProperties,
    private val events: CallEventHandler,
) {
    @PostMapping("/hooks/ringwell")
    suspend fun receive(
        @RequestHeader("X-Ringwell-Signature", required = false) signature: String?,
        @RequestBody rawBody: String,
    ): ResponseEntity<Void> {
        if (signature.isNullOrBlank() || !Hmac.matchesHex(props.ringwell.webhookSecret, rawBody, signature)) {
            return ResponseEntity.status(401).build()
        }
        events.handle(rawBody)
        return ResponseEntity.accepted().build()
    }
}

interface CallEventHandler {
    suspend fun handle(rawJson: String)
}
