package com.kestrelmutual.dialer.web;

import com.kestrelmutual.dialer.config.CallHarborProperties;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CallHarborWebhookController {

    private final CallHarborProperties props;
    private final CallOutcomeService outcomes;

    public CallHarborWebhookController(CallHarborProperties props, CallOutcomeService outcomes) {
        this.props = props;
        this.outcomes = outcomes;
    }

    @PostMapping("/webhooks/callharbor")
    public ResponseEntity<Void> receive(
            @RequestHeader(value = "X-CallHarbor-Signature", required = false) String signature,
            @RequestBody byte[] payload) throws Exception {
        if (signature == null || !MessageDigest.isEqual(hmac(payload).getBytes(StandardCharsets.UTF_8),
                signature.getBytes(StandardCharsets.UTF_8))) {
            return ResponseEntity.status(HttpStatus.UNAUTHORIZED).build();
        }
        outcomes.ingest(payload);
        return ResponseEntity.noContent().build();
    }

    private String hmac(byte[] payload) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(props.webhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return java.util.HexFormat.of().formatHex(mac.doFinal(payload));
    }
}
