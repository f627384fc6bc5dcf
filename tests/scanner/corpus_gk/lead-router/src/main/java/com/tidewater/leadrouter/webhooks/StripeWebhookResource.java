package com.tidewater.leadrouter.webhooks;

import com.stripe.exception.SignatureVerificationException;
import com.stripe.model.Event;
import com.stripe.net.Webhook;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

@Path("/webhooks/stripe")
public class StripeWebhookResource {

    private final String endpointSecret;

    public StripeWebhookResource(String endpointSecret) {
        this.endpointSecret = endpointSecret;
    }

    @POST
    public Response receive(@HeaderParam("Stripe-Signature") String sigHeader, String payload) {
        try {
            Event event = Webhook.constructEvent(payload, sigHeader, endpointSecret);
            if ("invoice.payment_failed".equals(event.getType())) {
                // TODO push to the collections dialer list
            }
            return Response.ok().build();
        } catch (SignatureVerificationException e) {
            return Response.status(400).entity("{\"error\": \"invalid signature\"}").build();
        }
    }
}
