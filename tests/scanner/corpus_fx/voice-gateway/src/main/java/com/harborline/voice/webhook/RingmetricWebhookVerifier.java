package com.harborline.voice.webhook;

import com.harborline.voice.ringmetric.RingmetricV2Properties;
import org.springframework.stereotype.Component;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.util.HexFormat;

@Component
public class RingmetricWebhookVerifier {

    public static final String HEADER = "Service-Signature";

    private final RingmetricV2Properties props;
    private final Clock clock;

    public RingmetricWebhookVerifier(RingmetricV2Properties props, Clock clock) {
        this.props = props;
        this.clock = clock;
    }

    /** Header format: t=1712345678901,v1=5f2b... */
    public boolean verify(String header, byte[] body) {
        if (header == null) {
            return false;
        }
        long ts = -1;
        String sig = null;
        for (String part : header.split(",")) {
            if (part.startsWith("t=")) ts = Long.parseLong(part.substring(2));
            if (part.startsWith("v1=")) sig = part.substring(3);
        }
        if (ts < 0 || sig == null) return false;
        if (Math.abs(clock.millis() - ts) > props.tolerance().toMillis()) return false;
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(props.webhookSecret().getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            mac.update((ts + ".").getBytes(StandardCharsets.UTF_8));
            byte[] expected = mac.doFinal(body);
            return MessageDigest.isEqual(expected, HexFormat.of().parseHex(sig));
        } catch (Exception e) {
            return false;
        }
    }
}
