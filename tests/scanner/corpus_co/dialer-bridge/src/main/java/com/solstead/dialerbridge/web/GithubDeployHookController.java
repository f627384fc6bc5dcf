package com.solstead.dialerbridge.web;

import java.nio.charset.StandardCharsets;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

/** Receives GitHub release events to refresh the cached dispositions catalogue. */
@RestController
public class GithubDeployHookController {
    @Value("${github.webhook-secret:}")
    private String secret;

    @PostMapping("/hooks/github")
    public ResponseEntity<String> onRelease(@RequestHeader("X-Hub-Signature-256") String sig,
                                            @RequestBody byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        StringBuilder hex = new StringBuilder("sha256=");
        for (byte b : mac.doFinal(body)) hex.append(String.format("%02x", b));
        if (!hex.toString().equals(sig)) {
            return ResponseEntity.status(401).body("{\"error\":\"bad signature\"}");
        }
        return ResponseEntity.ok("{\"status\":\"ok\"}");
    }
}
