package com.petalbrook.leads.web;

import com.petalbrook.leads.config.VoxlyProperties;
import com.petalbrook.leads.voxly.VoxlyHeaders;
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
public class VoxlyWebhookController {

    private final VoxlyProperties props;

    public VoxlyWebhookController(VoxlyProperties props) {
        this.props = props;
    }

    @PostMapping("/webhooks/voxly")
    public ResponseEntity<Void> receive(@RequestHeader(VoxlyHeaders.SIGNATURE) String signature,
                                        @RequestBody String body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(props.webhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        byte[] expected = mac.doFinal(body.getBytes(StandardCharsets.UTF_8));
        if (!MessageDigest.isEqual(HexFormat.of().formatHex(expected).getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).build();
        }
        return ResponseEntity.accepted().build();
    }
}
