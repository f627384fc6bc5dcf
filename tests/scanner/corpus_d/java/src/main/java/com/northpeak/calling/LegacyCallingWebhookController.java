package com.northpeak.calling;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

/**
 * Receives outbound webhooks from the calling service for the subscription that
 * was created before the v2 rollout. Those deliveries keep the legacy signature.
 */
@RestController
public class LegacyCallingWebhookController {

    private final CallEventPublisher publisher;
    private final byte[] secret;

    public LegacyCallingWebhookController(CallEventPublisher publisher,
                                          @Value("${calling.webhook-secret}") String secret) {
        this.publisher = publisher;
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
    }

    @PostMapping(path = "/webhooks/calling", consumes = "application/json")
    public ResponseEntity<Void> receive(
            @RequestHeader(name = "X-Calling-Signature", required = false) String signature,
            @RequestBody byte[] body) throws Exception {
        if (signature == null || !MessageDigest.isEqual(hmacHex(body).getBytes(StandardCharsets.US_ASCII),
                signature.getBytes(StandardCharsets.US_ASCII))) {
            return ResponseEntity.status(401).build();
        }
        publisher.publishLegacy(new String(body, StandardCharsets.UTF_8));
        return ResponseEntity.noContent().build();
    }

    private String hmacHex(byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret, "HmacSHA256"));
        return HexFormat.of().formatHex(mac.doFinal(body));
    }
}
