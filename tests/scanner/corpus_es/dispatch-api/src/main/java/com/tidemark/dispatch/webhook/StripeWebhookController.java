package com.tidemark.dispatch.webhook;

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

    @Value("${tidemark.stripe.webhook-secret}")
    private String endpointSecret;

    @PostMapping("/webhooks/stripe")
    public ResponseEntity<Map<String, String>> handle(@RequestBody String payload,
                                                      @RequestHeader("Stripe-Signature") String sigHeader) {
        Event event;
        try {
            event = Webhook.constructEvent(payload, sigHeader, endpointSecret);
        } catch (SignatureVerificationException e) {
            return ResponseEntity.badRequest().body(Map.of("error", "invalid signature"));
        }
        if ("invoice.paid".equals(event.getType())) {
            // accessorial charges settled, nothing else to do for now
        }
        return ResponseEntity.ok(Map.of("received", "true"));
    }
}
