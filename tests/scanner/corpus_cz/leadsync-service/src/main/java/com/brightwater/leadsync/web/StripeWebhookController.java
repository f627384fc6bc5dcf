package com.brightwater.leadsync.web;

import com.stripe.exception.SignatureVerificationException;
import com.stripe.model.Event;
import com.stripe.net.Webhook;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class StripeWebhookController {

    @Value("${stripe.webhook-secret}")
    private String endpointSecret;

    @PostMapping("/webhooks/stripe")
    public ResponseEntity<String> handle(@RequestHeader("Stripe-Signature") String sigHeader, @RequestBody String payload) {
        try {
            Event event = Webhook.constructEvent(payload, sigHeader, endpointSecret);
            if ("invoice.paid".equals(event.getType())) {
                // policy premium received; nothing to do for lead sync yet
            }
            return ResponseEntity.ok("");
        } catch (SignatureVerificationException e) {
            return ResponseEntity.badRequest().body("{\"error\": \"invalid signature\"}");
        }
    }
}
