package com.tidewell.quotedialer.webhooks;

import com.tidewell.quotedialer.callvance.CallvanceHeaders;
import com.tidewell.quotedialer.calls.CallOutcomeService;
import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

@Path("/hooks/callvance")
public class CallvanceWebhookResource {

    @ConfigProperty(name = "callvance.webhook-secret")
    String signingSecret;

    @Inject
    CallOutcomeService outcomes;

    @POST
    public Response receive(String rawBody, HttpHeaders headers) throws Exception {
        String provided = headers.getHeaderString(CallvanceHeaders.SIGNATURE);
        if (provided == null || !matches(rawBody, provided)) {
            return Response.status(Response.Status.UNAUTHORIZED).build();
        }
        outcomes.record(rawBody);
        return Response.noContent().build();
    }

    private boolean matches(String body, String provided) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(signingSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = HexFormat.of().formatHex(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                provided.trim().toLowerCase().getBytes(StandardCharsets.UTF_8));
    }
}
