package com.northpeak.leadrouter.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
public class SlackEventsController {

    @Value("${slack.signing-secret:}")
    private String signingSecret;

    @PostMapping("/slack/events")
    public ResponseEntity<String> events(@RequestHeader("X-Slack-Signature") String signature,
                                         @RequestHeader("X-Slack-Request-Timestamp") String ts,
                                         @RequestBody String body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(signingSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = "v0=" + HexFormat.of().formatHex(
                mac.doFinal(("v0:" + ts + ":" + body).getBytes(StandardCharsets.UTF_8)));
        if (!MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).body("{\"error\":\"invalid_signature\"}");
        }
        return ResponseEntity.ok("");
    }
}
