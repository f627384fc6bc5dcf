package health.harbourline.outreach.webhooks;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/hooks/calltrail")
public class CalltrailWebhookResource {

    @ConfigProperty(name = "calltrail.webhook-secret")
    String secret;

    @POST
    public Response receive(@HeaderParam("X-Calltrail-Signature") String signature, byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = java.util.HexFormat.of().formatHex(mac.doFinal(body));
        if (signature == null || !MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return Response.status(Response.Status.UNAUTHORIZED).build();
        }
        // TODO: route call.completed events into the outcomes topic
        return Response.ok().build();
    }
}
