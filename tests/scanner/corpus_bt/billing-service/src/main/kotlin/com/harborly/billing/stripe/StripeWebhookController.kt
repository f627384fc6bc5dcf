package com.harborly.billing.stripe

import com.stripe.exception.SignatureVerificationException
import com.stripe.net.Webhook
import org.springframework.beans.factory.annotation.Value
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController

@RestController
class StripeWebhookController(
    private val router: StripeEventRouter,
    @Value("\${stripe.webhook-secret}") private val secret: String,
) {
    @PostMapping("/webhooks/stripe")
    fun receive(
        @RequestBody payload: String,
        @RequestHeader("Stripe-Signature") signature: String,
    ): ResponseEntity<Map<String, String>> = try {
        router.route(Webhook.constructEvent(payload, signature, secret))
        ResponseEntity.ok(mapOf("status" to "ok"))
    } catch (e: SignatureVerificationException) {
        ResponseEntity.badRequest().body(mapOf("error" to "invalid signature"))
    }
}
