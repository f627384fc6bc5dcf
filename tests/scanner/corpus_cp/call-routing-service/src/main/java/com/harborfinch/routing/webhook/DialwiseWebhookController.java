package com.harborfinch.routing.webhook;

import com.harborfinch.routing.dialwise.DialwiseHeaders;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/webhooks/dialwise")
public class DialwiseWebhookController {

    @Value("${routing.dialwise.webhook-secret}")
    private String secret;

    @PostMapping
    public ResponseEntity<Void> receive(@RequestHeader(DialwiseHeaders.SIGNATURE) String signature,
                                        @RequestBody String body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = HexFormat.of().formatHex(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
        if (!MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).build();
        }
        // route call events ...
        return ResponseEntity.noContent().build();
    }
}
