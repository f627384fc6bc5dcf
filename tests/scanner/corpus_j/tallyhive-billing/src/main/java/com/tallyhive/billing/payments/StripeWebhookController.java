package com.tallyhive.billing.payments;

import com.stripe.exception.SignatureVerificationException;
import com.stripe.model.Event;
import com.stripe.net.Webhook;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

import java.util.Map;

@RestController
@RequestMapping("/webhooks/stripe")
public class StripeWebhookController {

    @Value("${tallyhive.stripe.webhook-secret}")
    private String secret;

    private final InvoiceService invoices;

    public StripeWebhookController(InvoiceService invoices) {
        this.invoices = invoices;
    }

    @PostMapping
    public ResponseEntity<Map<String, String>> handle(@RequestBody String payload,
                                                      @RequestHeader("Stripe-Signature") String signature) {
        Event event;
        try {
            event = Webhook.constructEvent(payload, signature, secret);
        } catch (SignatureVerificationException e) {
            return ResponseEntity.badRequest().body(Map.of("error", "invalid signature"));
        }
        if ("invoice.payment_failed".equals(event.getType())) {
            invoices.markFailed(event);
        }
        return ResponseEntity.ok(Map.of("received", "true"));
    }
}
