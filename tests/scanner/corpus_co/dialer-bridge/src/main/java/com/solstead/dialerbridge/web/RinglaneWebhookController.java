package com.solstead.dialerbridge.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import com.solstead.dialerbridge.ringlane.RinglaneProperties;

@RestController
public class RinglaneWebhookController {
    private final RinglaneProperties props;
    private final CallEventService events;

    public RinglaneWebhookController(RinglaneProperties props, CallEventService events) {
        this.props = props;
        this.events = events;
    }

    @PostMapping("/hooks/ringlane/call-events")
    public ResponseEntity<Void> callEvent(
            @RequestHeader(value = "X-Ringlane-Signature", required = false) String signature,
            @RequestBody byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(props.getWebhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = toHex(mac.doFinal(body));
        if (signature == null || !MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).build();
        }
        events.handle(new String(body, StandardCharsets.UTF_8));
        return ResponseEntity.noContent().build();
    }

    private static String toHex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) sb.append(String.format("%02x", b));
        return sb.toString();
    }
}
