package com.northwindmutual.crm.docusign;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;

@RestController
@RequestMapping("/webhooks/docusign")
public class DocuSignConnectController {

    @Value("${docusign.connect-hmac-key}")
    private String hmacKey;

    @PostMapping
    public ResponseEntity<String> connect(@RequestHeader("X-DocuSign-Signature-1") String signature,
                                          @RequestBody String payload) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(hmacKey.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        String computed = Base64.getEncoder().encodeToString(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
        if (!MessageDigest.isEqual(computed.getBytes(), signature.getBytes())) {
            return ResponseEntity.status(401).body("{\"error\": \"invalid signature\"}");
        }
        // envelope completed -> mark application signed (handled downstream)
        return ResponseEntity.ok().build();
    }
}
