package health.quillon.scheduling.api;

import jakarta.ws.rs.*;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/webhooks/ringmesh")
public class RingmeshWebhookResource {

    @ConfigProperty(name = "ringmesh.webhook-secret")
    String secret;

    @POST
    @Consumes("application/json")
    public Response receive(@HeaderParam("X-Ringmesh-Signature") String signature, byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = java.util.HexFormat.of().formatHex(mac.doFinal(body));
        if (signature == null || !MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return Response.status(401).build();
        }
        // TODO hand off to the appointment outcome processor
        return Response.accepted().build();
    }
}
