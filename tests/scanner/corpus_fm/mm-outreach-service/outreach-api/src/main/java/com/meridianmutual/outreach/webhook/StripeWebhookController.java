package com.meridianmutual.outreach.webhook;

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
    public ResponseEntity<String> onEvent(@RequestHeader("Stripe-Signature") String sigHeader,
                                          @RequestBody String payload) {
        try {
            Event event = Webhook.constructEvent(payload, sigHeader, endpointSecret);
            if ("invoice.payment_failed".equals(event.getType())) {
                // premium payment failed -> agent follow-up is created by the billing-events consumer
                return ResponseEntity.ok("queued");
            }
            return ResponseEntity.ok("ignored");
        } catch (SignatureVerificationException e) {
            return ResponseEntity.badRequest().body("{\"error\": \"invalid signature\"}");
        }
    }
}
