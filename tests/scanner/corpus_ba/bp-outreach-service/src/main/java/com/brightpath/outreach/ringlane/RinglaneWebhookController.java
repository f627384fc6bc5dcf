package com.brightpath.outreach.ringlane;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/webhooks/ringlane")
public class RinglaneWebhookController {

    private final RinglaneProperties props;

    public RinglaneWebhookController(RinglaneProperties props) {
        this.props = props;
    }

    @PostMapping
    public ResponseEntity<Void> receive(
            @RequestHeader(value = RinglaneHeaders.LEGACY_SIGNATURE, required = false) String signature,
            @RequestBody byte[] body) throws Exception {
        if (signature == null || !verify(body, signature)) {
            return ResponseEntity.status(401).build();
        }
        // TODO(OUT-412): persist call dispositions
        return ResponseEntity.accepted().build();
    }

    private boolean verify(byte[] body, String signature) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(props.webhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        byte[] expected = mac.doFinal(body);
        return MessageDigest.isEqual(expected, java.util.HexFormat.of().parseHex(signature));
    }
}
