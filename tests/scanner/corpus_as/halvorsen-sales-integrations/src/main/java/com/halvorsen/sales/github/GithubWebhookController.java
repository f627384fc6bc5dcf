package com.halvorsen.sales.github;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

/** Deploy notifications from GitHub for the #sales-eng channel. */
@RestController
public class GithubWebhookController {

    @Value("${github.webhook-secret}")
    private String secret;

    @PostMapping("/webhooks/github")
    public ResponseEntity<Void> receive(@RequestHeader("X-Hub-Signature-256") String signature,
                                        @RequestHeader("X-GitHub-Event") String event,
                                        @RequestBody byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = "sha256=" + HexFormat.of().formatHex(mac.doFinal(body));
        if (!MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).build();
        }
        return ResponseEntity.noContent().build();
    }
}
