package io.kestrel.crmbridge.billing;

import com.stripe.exception.SignatureVerificationException;
import com.stripe.model.Event;
import com.stripe.net.Webhook;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

import java.util.Map;

@RestController
public class StripeWebhookController {
    @Value("${stripe.webhook-secret}")
    private String secret;

    @PostMapping("/webhooks/stripe")
    public ResponseEntity<?> handle(@RequestHeader("Stripe-Signature") String sig, @RequestBody String payload) {
        try {
            Event event = Webhook.constructEvent(payload, sig, secret);
            return ResponseEntity.ok(Map.of("received", event.getId()));
        } catch (SignatureVerificationException e) {
            return ResponseEntity.badRequest().body(Map.of("error", "invalid signature"));
        }
    }
}
