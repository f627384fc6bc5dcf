package com.halvorsen.sales.callforge.webhook;

import com.halvorsen.sales.callforge.CallForgeProperties;
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
public class CallForgeWebhookController {

    private final CallForgeProperties props;
    private final CallEventService events;

    public CallForgeWebhookController(CallForgeProperties props, CallEventService events) {
        this.props = props;
        this.events = events;
    }

    @PostMapping("/webhooks/callforge")
    public ResponseEntity<Void> receive(@RequestHeader(value = "X-CallForge-Signature", required = false) String signature,
                                        @RequestBody byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(props.getWebhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = HexFormat.of().formatHex(mac.doFinal(body));
        if (signature == null || !MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).build();
        }
        events.handle(body);
        return ResponseEntity.accepted().build();
    }
}
