package com.tidewell.quotedialer.webhooks;

import com.stripe.exception.SignatureVerificationException;
import com.stripe.model.Event;
import com.stripe.net.Webhook;
import com.tidewell.quotedialer.payments.DepositService;
import jakarta.inject.Inject;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/hooks/stripe")
public class StripeWebhookResource {

    @ConfigProperty(name = "stripe.webhook-secret")
    String endpointSecret;

    @Inject
    DepositService deposits;

    @POST
    public Response receive(String payload, @HeaderParam("Stripe-Signature") String sigHeader) {
        Event event;
        try {
            event = Webhook.constructEvent(payload, sigHeader, endpointSecret);
        } catch (SignatureVerificationException e) {
            return Response.status(400).entity("{\"error\": \"invalid signature\"}").build();
        }
        if ("payment_intent.succeeded".equals(event.getType())) {
            deposits.markPaid(event);
        }
        return Response.ok().build();
    }
}
