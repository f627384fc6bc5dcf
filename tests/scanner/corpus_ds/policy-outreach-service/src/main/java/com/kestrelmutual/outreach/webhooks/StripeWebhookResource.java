package com.kestrelmutual.outreach.webhooks;

import jakarta.inject.Inject;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Premium card payments (Stripe). Signature header format: t=...,v1=...
 */
@Path("/webhooks/stripe")
public class StripeWebhookResource {

    @Inject
    @ConfigProperty(name = "stripe.webhook.secret")
    String endpointSecret;

    @Inject
    PremiumPaymentService payments;

    @POST
    public Response receive(@HeaderParam("Stripe-Signature") String sigHeader, String payload) {
        if (!StripeSignature.verify(payload, sigHeader, endpointSecret, 300)) {
            return Response.status(400).entity("{\"error\":\"invalid signature\"}").build();
        }
        payments.apply(payload);
        return Response.ok().build();
    }
}
