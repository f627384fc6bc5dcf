package com.northwindmutual.crm.dialwise;

import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.apache.commons.codec.binary.Hex;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

@Slf4j
@RestController
@RequestMapping("/webhooks/dialwise")
@RequiredArgsConstructor
public class DialWiseWebhookController {

    private final DialWiseProperties props;
    private final CallActivityService callActivityService;

    @PostMapping
    public ResponseEntity<Void> receive(@RequestHeader(value = DialWiseConstants.SIGNATURE_HEADER, required = false) String signature,
                                        @RequestBody String rawBody) throws Exception {
        if (signature == null || !valid(rawBody, signature)) {
            log.warn("Rejected DialWise webhook with bad signature");
            return ResponseEntity.status(401).build();
        }
        callActivityService.recordFromWebhook(rawBody);
        return ResponseEntity.noContent().build();
    }

    private boolean valid(String body, String signature) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(props.getWebhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String expected = Hex.encodeHexString(mac.doFinal(body.getBytes(StandardCharsets.UTF_8)));
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                signature.getBytes(StandardCharsets.UTF_8));
    }
}
