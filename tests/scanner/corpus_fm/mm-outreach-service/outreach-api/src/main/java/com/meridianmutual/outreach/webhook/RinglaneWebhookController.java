package com.meridianmutual.outreach.webhook;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.bind.annotation.RequestMapping;

@RestController
@RequestMapping("/webhooks/ringlane")
public class RinglaneWebhookController {

    private final byte[] signingSecret;
    private final CallOutcomeHandler handler;

    public RinglaneWebhookController(@Value("${ringlane.webhook-secret}") String secret, CallOutcomeHandler handler) {
        this.signingSecret = secret.getBytes(StandardCharsets.UTF_8);
        this.handler = handler;
    }

    @PostMapping(consumes = "application/json")
    public ResponseEntity<Void> receive(
            @RequestHeader(name = "X-Ringlane-Signature", required = false) String signature,
            @RequestBody byte[] rawBody) throws Exception {
        if (signature == null || !matches(signature, rawBody)) {
            return ResponseEntity.status(HttpStatus.UNAUTHORIZED).build();
        }
        handler.handle(rawBody);
        return ResponseEntity.accepted().build();
    }

    private boolean matches(String signature, byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(signingSecret, "HmacSHA256"));
        String expected = java.util.HexFormat.of().formatHex(mac.doFinal(body));
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                signature.trim().toLowerCase().getBytes(StandardCharsets.UTF_8));
    }
}
