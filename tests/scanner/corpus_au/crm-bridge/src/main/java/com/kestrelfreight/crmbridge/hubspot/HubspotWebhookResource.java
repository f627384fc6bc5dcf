package com.kestrelfreight.crmbridge.hubspot;

import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

@Path("/hooks/hubspot")
public class HubspotWebhookResource {

    @ConfigProperty(name = "hubspot.client-secret")
    String clientSecret;

    @POST
    public Response onEvent(@HeaderParam("X-HubSpot-Signature-v3") String signature,
                            @HeaderParam("X-HubSpot-Request-Timestamp") String timestamp,
                            String body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(clientSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String source = "POST" + "https://crm-bridge.kestrelfreight.com/hooks/hubspot" + body + timestamp;
        String expected = Base64.getEncoder().encodeToString(mac.doFinal(source.getBytes(StandardCharsets.UTF_8)));
        if (!expected.equals(signature)) {
            return Response.status(401).entity("{\"error\": \"bad signature\"}").build();
        }
        return Response.noContent().build();
    }
}
