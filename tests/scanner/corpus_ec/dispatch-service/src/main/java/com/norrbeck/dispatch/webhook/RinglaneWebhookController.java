package com.norrbeck.dispatch.webhook;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RinglaneWebhookController {

    private final byte[] signingSecret;
    private final ApplicationEventPublisher outcomes;

    public RinglaneWebhookController(@Value("${ringlane.webhook-secret}") String secret, ApplicationEventPublisher outcomes) {
        this.signingSecret = secret.getBytes(StandardCharsets.UTF_8);
        this.outcomes = outcomes;
    }

    @PostMapping("/webhooks/ringlane")
    public ResponseEntity<Void> receive(@RequestHeader(name = "X-Ringlane-Signature", required = false) String signature,
                                        @RequestBody String payload) throws Exception {
        if (signature == null || !matches(payload, signature)) {
            return ResponseEntity.status(401).build();
        }
        outcomes.publishEvent(payload);
        return ResponseEntity.noContent().build();
    }

    private boolean matches(String payload, String signature) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(signingSecret, "HmacSHA256"));
        String expected = HexFormat.of().formatHex(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8), signature.getBytes(StandardCharsets.UTF_8));
    }
}
