package com.brightcart.dialer.webhooks

import com.stripe.net.Webhook
import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController

@RestController
class StripeWebhookController(
    @Value("\${stripe.webhook-secret}") private val endpointSecret: String,
) {
    @PostMapping("/webhooks/stripe")
    fun receive(
        @RequestHeader("Stripe-Signature") sigHeader: String,
        @RequestBody payload: String,
    ): ResponseEntity<Map<String, String>> {
        return try {
            val event = Webhook.constructEvent(payload, sigHeader, endpointSecret)
            ResponseEntity.ok(mapOf("received" to event.type))
        } catch (e: Exception) {
            ResponseEntity.badRequest().body(mapOf("error" to "invalid signature"))
        }
    }
}
