package com.quillfield.crm.webhooks;

import com.quillfield.crm.callpilot.CallEventService;
import java.nio.charset.StandardCharsets;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/webhooks/callpilot")
public class CallPilotWebhookController {

    private final CallEventService events;
    private final byte[] signingSecret;

    public CallPilotWebhookController(CallEventService events,
                                      @Value("${callpilot.webhook-secret}") String secret) {
        this.events = events;
        this.signingSecret = secret.getBytes(StandardCharsets.UTF_8);
    }

    @PostMapping(consumes = "application/json")
    public ResponseEntity<Void> receive(@RequestHeader("X-CallPilot-Signature") String signature,
                                        @RequestBody byte[] payload) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(signingSecret, "HmacSHA256"));
        String expected = HexFormat.of().formatHex(mac.doFinal(payload));
        if (!MessageDigest.isEqual(expected.getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).build();
        }
        events.ingest(payload);
        return ResponseEntity.noContent().build();
    }
}
