package com.brightwater.leadsync.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.brightwater.leadsync.config.RinglaneProperties;
import com.brightwater.leadsync.service.CallOutcomeService;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/webhooks")
public class RinglaneWebhookController {

    private final RinglaneProperties props;
    private final CallOutcomeService outcomes;

    public RinglaneWebhookController(RinglaneProperties props, CallOutcomeService outcomes) {
        this.props = props;
        this.outcomes = outcomes;
    }

    @PostMapping("/ringlane")
    public ResponseEntity<Void> onEvent(@RequestHeader(name = "X-Ringlane-Signature", required = false) String signature,
                                        @RequestBody byte[] payload) throws Exception {
        if (signature == null || !valid(payload, signature)) {
            return ResponseEntity.status(401).build();
        }
        outcomes.ingest(new String(payload, StandardCharsets.UTF_8));
        return ResponseEntity.accepted().build();
    }

    private boolean valid(byte[] payload, String signature) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(props.getWebhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        byte[] expected = HexFormat.of().formatHex(mac.doFinal(payload)).getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(expected, signature.getBytes(StandardCharsets.UTF_8));
    }
}
