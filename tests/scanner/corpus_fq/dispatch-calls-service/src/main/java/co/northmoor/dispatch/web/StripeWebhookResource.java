package co.northmoor.dispatch.web;

import com.stripe.exception.SignatureVerificationException;
import com.stripe.model.Event;
import com.stripe.net.Webhook;
import jakarta.ws.rs.*;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/hooks/stripe")
public class StripeWebhookResource {

    @ConfigProperty(name = "stripe.webhook-secret")
    String endpointSecret;

    @POST
    public Response handle(@HeaderParam("Stripe-Signature") String sigHeader, String payload) {
        try {
            Event event = Webhook.constructEvent(payload, sigHeader, endpointSecret);
            return Response.ok("{\"received\":\"" + event.getId() + "\"}").build();
        } catch (SignatureVerificationException e) {
            return Response.status(400).entity("{\"error\": \"invalid signature\"}").build();
        }
    }
}
