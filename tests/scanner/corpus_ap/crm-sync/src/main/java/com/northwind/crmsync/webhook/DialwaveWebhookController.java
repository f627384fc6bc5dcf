package com.northwind.crmsync.webhook;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.apache.commons.codec.binary.Hex;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DialwaveWebhookController {

    private final CallEventHandler handler;
    private final byte[] secret;

    public DialwaveWebhookController(CallEventHandler handler,
                                     @Value("${dialwave.webhook-secret}") String secret) {
        this.handler = handler;
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
    }

    @PostMapping("/hooks/dialwave")
    public ResponseEntity<Void> receive(@RequestHeader("X-Dialwave-Signature") String signature,
                                        @RequestBody byte[] payload) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret, "HmacSHA256"));
        String expected = Hex.encodeHexString(mac.doFinal(payload));
        if (!MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                signature.getBytes(StandardCharsets.UTF_8))) {
            return ResponseEntity.status(401).build();
        }
        handler.handle(new String(payload, StandardCharsets.UTF_8));
        return ResponseEntity.noContent().build();
    }
}
