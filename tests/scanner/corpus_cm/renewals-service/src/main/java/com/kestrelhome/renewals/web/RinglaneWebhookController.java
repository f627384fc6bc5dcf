package com.kestrelhome.renewals.web;

import com.kestrelhome.renewals.calls.CallOutcomeService;
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
public class RinglaneWebhookController {
    private final CallOutcomeService outcomes;
    private final String secret;

    public RinglaneWebhookController(CallOutcomeService outcomes, @Value("${ringlane.webhook-secret}") String secret) {
        this.outcomes = outcomes;
        this.secret = secret;
    }

    @PostMapping("/webhooks/ringlane")
    public ResponseEntity<Void> onEvent(
            @RequestHeader(value = "X-Ringlane-Signature", required = false) String signature,
            @RequestBody byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = Hex.encodeHexString(mac.doFinal(body));
        if (signature == null || !MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).build();
        }
        outcomes.ingest(new String(body, StandardCharsets.UTF_8));
        return ResponseEntity.noContent().build();
    }
}
