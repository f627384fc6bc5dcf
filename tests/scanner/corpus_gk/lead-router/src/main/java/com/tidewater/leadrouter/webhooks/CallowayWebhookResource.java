package com.tidewater.leadrouter.webhooks;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

/**
 * Receives call-outcome events from Calloway (call.completed, call.no_answer, ...).
 */
@Path("/webhooks/calloway")
public class CallowayWebhookResource {

    private static final Logger log = LoggerFactory.getLogger(CallowayWebhookResource.class);

    private final byte[] secret;

    public CallowayWebhookResource(String secret) {
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response receive(@HeaderParam("X-Calloway-Signature") String signature, String body) {
        if (signature == null || !valid(body, signature)) {
            log.warn("Rejected Calloway webhook with bad signature");
            return Response.status(Response.Status.UNAUTHORIZED).build();
        }
        log.info("Calloway event: {}", body);
        return Response.noContent().build();
    }

    private boolean valid(String body, String signature) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            String expected = HexFormat.of().formatHex(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
            return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                    signature.trim().toLowerCase().getBytes(StandardCharsets.UTF_8));
        } catch (Exception e) {
            return false;
        }
    }
}
