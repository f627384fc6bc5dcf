package com.northgate.cdc.dialwell;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WebhookController {

    private final KafkaTemplate<String, String> kafka;
    private final byte[] dialwellSecret;
    private final byte[] githubSecret;

    public WebhookController(KafkaTemplate<String, String> kafka,
                             @Value("${dialwell.webhook-secret}") String dialwellSecret,
                             @Value("${github.webhook-secret}") String githubSecret) {
        this.kafka = kafka;
        this.dialwellSecret = dialwellSecret.getBytes(StandardCharsets.UTF_8);
        this.githubSecret = githubSecret.getBytes(StandardCharsets.UTF_8);
    }

    @PostMapping("/webhooks/dialwell")
    public ResponseEntity<Void> dialwell(@RequestHeader("X-Dialwell-Signature") String signature,
                                         @RequestBody byte[] body) throws Exception {
        if (!constantTimeEquals(signature, hmacHex(dialwellSecret, body))) {
            return ResponseEntity.status(401).build();
        }
        kafka.send("events.dialwell.calls", new String(body, StandardCharsets.UTF_8));
        return ResponseEntity.accepted().build();
    }

    /** Deploy hook for the connector-config repo. */
    @PostMapping("/webhooks/github")
    public ResponseEntity<Void> github(@RequestHeader("X-Hub-Signature-256") String signature,
                                       @RequestBody byte[] body) throws Exception {
        if (!constantTimeEquals(signature, "sha256=" + hmacHex(githubSecret, body))) {
            return ResponseEntity.status(401).build();
        }
        kafka.send("events.github.push", new String(body, StandardCharsets.UTF_8));
        return ResponseEntity.noContent().build();
    }

    private static String hmacHex(byte[] key, byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        return HexFormat.of().formatHex(mac.doFinal(body));
    }

    private static boolean constantTimeEquals(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }
}
