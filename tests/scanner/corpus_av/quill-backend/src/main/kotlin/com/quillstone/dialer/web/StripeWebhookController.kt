package com.quillstone.dialer.web

import com.stripe.net.Webhook
import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.*

@RestController
@RequestMapping("/webhooks/stripe")
class StripeWebhookController(@Value("\${stripe.webhook-secret}") private val secret: String) {
    @PostMapping
    fun receive(@RequestHeader("Stripe-Signature") sig: String, @RequestBody payload: String): ResponseEntity<String> {
        val event = try {
            Webhook.constructEvent(payload, sig, secret)
        } catch (e: Exception) {
            return ResponseEntity.badRequest().body("""{"error": "invalid signature"}""")
        }
        return ResponseEntity.ok(event.type)
    }
}
