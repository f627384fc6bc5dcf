package com.tidewater.leadrouter;

import com.tidewater.leadrouter.webhooks.CallowayWebhookResource;
import io.dropwizard.testing.junit5.DropwizardExtensionsSupport;
import io.dropwizard.testing.junit5.ResourceExtension;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

import static org.junit.jupiter.api.Assertions.assertEquals;

@ExtendWith(DropwizardExtensionsSupport.class)
class CallowayWebhookResourceTest {

    private static final String SECRET = "test-secret";

    static final ResourceExtension EXT = ResourceExtension.builder()
            .addResource(new CallowayWebhookResource(SECRET))
            .build();

    @Test
    void acceptsValidSignature() throws Exception {
        String body = "{\"event\":\"call.completed\",\"call_id\":\"c_1\"}";
        Response r = EXT.target("/webhooks/calloway").request()
                .header("X-Calloway-Signature", sign(body))
                .post(Entity.json(body));
        assertEquals(204, r.getStatus());
    }

    @Test
    void rejectsBadSignature() {
        Response r = EXT.target("/webhooks/calloway").request()
                .header("X-Calloway-Signature", "deadbeef")
                .post(Entity.json("{}"));
        assertEquals(401, r.getStatus());
    }

    private static String sign(String body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return HexFormat.of().formatHex(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
    }
}
