package com.kestrelfreight.leadsync.webhooks

import com.stripe.net.Webhook
import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController

@RestController
class StripeWebhookController(@Value("\${stripe.webhook-secret}") private val endpointSecret: String) {

    @PostMapping("/webhooks/stripe")
    fun stripe(
        @RequestHeader("Stripe-Signature") sigHeader: String,
        @RequestBody payload: String,
    ): ResponseEntity<String> {
        return try {
            val event = Webhook.constructEvent(payload, sigHeader, endpointSecret)
            ResponseEntity.ok(event.id)
        } catch (e: Exception) {
            // keep the flat shape our own API uses everywhere
            ResponseEntity.badRequest().body("""{"error": "invalid signature"}""")
        }
    }
}
