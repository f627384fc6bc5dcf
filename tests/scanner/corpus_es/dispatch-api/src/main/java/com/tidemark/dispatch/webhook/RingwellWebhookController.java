package com.tidemark.dispatch.webhook;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

import com.tidemark.dispatch.ringwell.config.RingwellProperties;
import org.apache.commons.codec.digest.HmacAlgorithms;
import org.apache.commons.codec.digest.HmacUtils;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/webhooks/ringwell")
public class RingwellWebhookController {

    private final RingwellProperties props;
    private final CallOutcomeService outcomes;

    public RingwellWebhookController(RingwellProperties props, CallOutcomeService outcomes) {
        this.props = props;
        this.outcomes = outcomes;
    }

    @PostMapping
    public ResponseEntity<Void> receive(
            @RequestHeader(name = "X-Ringwell-Signature", required = false) String signature,
            @RequestBody byte[] payload) {

        if (signature == null || !valid(payload, signature)) {
            return ResponseEntity.status(HttpStatus.UNAUTHORIZED).build();
        }
        outcomes.record(new String(payload, StandardCharsets.UTF_8));
        return ResponseEntity.noContent().build();
    }

    private boolean valid(byte[] payload, String signature) {
        String expected = new HmacUtils(HmacAlgorithms.HMAC_SHA_256, props.webhook().signingSecret())
                .hmacHex(payload);
        return MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.UTF_8),
                signature.trim().toLowerCase().getBytes(StandardCharsets.UTF_8));
    }
}
