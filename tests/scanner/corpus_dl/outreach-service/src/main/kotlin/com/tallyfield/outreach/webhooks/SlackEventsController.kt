package com.tallyfield.outreach.webhooks

import com.tallyfield.outreach.config.OutreachProperties
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController
import java.time.Instant
import kotlin.math.abs

@RestController
class SlackEventsController(private val props: OutreachProperties) {

    @PostMapping("/hooks/slack/events")
    fun events(
        @RequestHeader("X-Slack-Request-Timestamp") timestamp: String,
        @RequestHeader("X-Slack-Signature") signature: String,
        @RequestBody body: String,
    ): ResponseEntity<String> {
        if (abs(Instant.now().epochSecond - timestamp.toLong()) > 300) {
            return ResponseEntity.status(401).body("""{"error":"stale request"}""")
        }
        val base = "v0:$timestamp:$body"
        val expected = "v0=" + Hmac.hex(props.slack.signingSecret, base)
        if (!Hmac.constantTimeEquals(expected, signature)) {
            return ResponseEntity.status(401).body("""{"error":"bad signature"}""")
        }
        return ResponseEntity.ok("")
    }
}
