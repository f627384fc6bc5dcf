package io.bramble.ringwell.webhook;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RingwellWebhookController {

    @Value("${ringwell.webhook-secret:}")
    private String secret;

    @PostMapping("/hooks/ringwell")
    public ResponseEntity<Void> receive(
            @RequestHeader(value = "X-Ringwell-Signature", required = false) String signature,
            @RequestBody byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        StringBuilder hex = new StringBuilder();
        for (byte b : mac.doFinal(body)) hex.append(String.format("%02x", b));
        if (signature == null || !MessageDigest.isEqual(hex.toString().getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).build();
        }
        // TODO hand off to CallOutcomeService
        return ResponseEntity.ok().build();
    }
}
