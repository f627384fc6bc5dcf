package com.pinecrest.outreach.webhook;

import com.pinecrest.outreach.dialcrest.DialcrestProperties;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import java.util.HexFormat;

@RestController
public class DialcrestWebhookController {

    private final DialcrestProperties props;
    private final CallOutcomeService outcomes;

    public DialcrestWebhookController(DialcrestProperties props, CallOutcomeService outcomes) {
        this.props = props;
        this.outcomes = outcomes;
    }

    @PostMapping("/webhooks/dialcrest")
    public ResponseEntity<Void> receive(
            @RequestHeader(name = "X-Dialcrest-Signature", required = false) String signature,
            @RequestBody String payload) throws Exception {
        if (signature == null || !valid(payload, signature)) {
            return ResponseEntity.status(401).build();
        }
        outcomes.record(payload);
        return ResponseEntity.accepted().build();
    }

    private boolean valid(String payload, String signature) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(props.webhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = HexFormat.of().formatHex(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
        return MessageDigest.isEqual(expected.getBytes(), signature.getBytes());
    }
}
