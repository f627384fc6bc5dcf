package com.northwind.crmsync.webhook;

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

    @Value("${stripe.webhook-secret:}")
    private String endpointSecret;

    @PostMapping("/hooks/stripe")
    public ResponseEntity<String> receive(@RequestHeader("Stripe-Signature") String sigHeader,
                                          @RequestBody String payload) {
        try {
            Event event = Webhook.constructEvent(payload, sigHeader, endpointSecret);
            return ResponseEntity.ok(event.getId());
        } catch (SignatureVerificationException e) {
            return ResponseEntity.status(400).body("{\"error\": \"invalid signature\"}");
        }
    }
}
