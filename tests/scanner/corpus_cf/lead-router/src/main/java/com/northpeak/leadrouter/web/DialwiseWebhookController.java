package com.northpeak.leadrouter.web;

import com.northpeak.leadrouter.dialwise.DialwiseProperties;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import lombok.RequiredArgsConstructor;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequiredArgsConstructor
@RequestMapping("/webhooks")
public class DialwiseWebhookController {

    private final DialwiseProperties props;

    @PostMapping("/dialwise")
    public ResponseEntity<Void> receive(@RequestHeader("X-DialWise-Signature") String signature,
                                        @RequestBody byte[] payload) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(props.getWebhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = java.util.HexFormat.of().formatHex(mac.doFinal(payload));
        if (!MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).build();
        }
        // TODO: route call.completed events to the scoring pipeline
        return ResponseEntity.accepted().build();
    }
}
