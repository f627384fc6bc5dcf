package com.kestrelmutual.outreach.webhooks;

import com.kestrelmutual.outreach.dialwell.DialwellHeaders;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

@Path("/webhooks/dialwell")
public class DialwellWebhookResource {

    @Inject
    @ConfigProperty(name = "dialwell.webhook.secret")
    String secret;

    @Inject
    CallOutcomeService outcomes;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response receive(@HeaderParam(DialwellHeaders.WEBHOOK_SIGNATURE) String signature,
                            byte[] rawBody) throws Exception {
        if (signature == null || !valid(rawBody, signature)) {
            return Response.status(Response.Status.UNAUTHORIZED).build();
        }
        outcomes.record(new String(rawBody, StandardCharsets.UTF_8));
        return Response.noContent().build();
    }

    private boolean valid(byte[] body, String signature) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = HexFormat.of().formatHex(mac.doFinal(body));
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                signature.trim().toLowerCase().getBytes(StandardCharsets.UTF_8));
    }
}
