package co.northmoor.dispatch.web;

import co.northmoor.dispatch.ringlane.webhook.CallOutcomeHandler;
import co.northmoor.dispatch.ringlane.webhook.HmacVerifier;
import jakarta.inject.Inject;
import jakarta.ws.rs.*;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/hooks/ringlane")
public class RinglaneWebhookResource {

    @Inject
    CallOutcomeHandler handler;

    @ConfigProperty(name = "ringlane.webhook.signing-secret")
    String signingSecret;

    @POST
    @Consumes("application/json")
    public Response callEvent(@HeaderParam("X-Ringlane-Signature") String signature, String rawBody) {
        if (signature == null || !HmacVerifier.matchesSha256Hex(signingSecret, rawBody, signature)) {
            return Response.status(Response.Status.UNAUTHORIZED).build();
        }
        handler.handle(rawBody);
        return Response.accepted().build();
    }
}
