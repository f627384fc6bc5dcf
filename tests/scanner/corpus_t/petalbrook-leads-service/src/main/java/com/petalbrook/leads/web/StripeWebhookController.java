package com.petalbrook.leads.web;

import com.stripe.exception.SignatureVerificationException;
import com.stripe.model.Event;
import com.stripe.net.Webhook;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import java.util.Map;

@RestController
public class StripeWebhookController {

    @Value("${stripe.webhook-secret}")
    private String secret;

    @PostMapping("/webhooks/stripe")
    public ResponseEntity<Map<String, String>> receive(@RequestHeader("Stripe-Signature") String sig,
                                                       @RequestBody String payload) {
        try {
            Event event = Webhook.constructEvent(payload, sig, secret);
            return ResponseEntity.ok(Map.of("received", event.getType()));
        } catch (SignatureVerificationException e) {
            return ResponseEntity.badRequest().body(Map.of("error", "invalid signature"));
        }
    }
}
