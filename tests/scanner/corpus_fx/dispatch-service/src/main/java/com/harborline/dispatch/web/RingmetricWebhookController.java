package com.harborline.dispatch.web;

import com.harborline.dispatch.calls.CallOutcomeService;
import lombok.RequiredArgsConstructor;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

@RestController
@RequiredArgsConstructor
public class RingmetricWebhookController {

    private final CallOutcomeService callOutcomeService;

    @Value("${harborline.ringmetric.webhook-secret}")
    private String webhookSecret;

    @PostMapping("/webhooks/ringmetric")
    public ResponseEntity<Void> receive(
            @RequestHeader(value = "X-Ringmetric-Signature", required = false) String signature,
            @RequestBody byte[] body) throws Exception {

        if (signature == null || !isValid(body, signature)) {
            return ResponseEntity.status(401).build();
        }
        callOutcomeService.ingest(new String(body, StandardCharsets.UTF_8));
        return ResponseEntity.accepted().build();
    }

    private boolean isValid(byte[] body, String signature) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(webhookSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = HexFormat.of().formatHex(mac.doFinal(body));
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                signature.toLowerCase().getBytes(StandardCharsets.UTF_8));
    }
}
