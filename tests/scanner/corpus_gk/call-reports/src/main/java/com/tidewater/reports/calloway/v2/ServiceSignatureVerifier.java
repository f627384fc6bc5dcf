package com.tidewater.reports.calloway.v2;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

/**
 * Verifies the v2 webhook header {@code Service-Signature: t=<ms>,v1=<hex>}.
 */
public final class ServiceSignatureVerifier {

    public static final String HEADER = "Service-Signature";
    private static final long TOLERANCE_MS = 5 * 60 * 1000;

    private final byte[] secret;

    public ServiceSignatureVerifier(String secret) {
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
    }

    public boolean verify(String headerValue, String body, long nowMs) throws Exception {
        String ts = null;
        String sig = null;
        for (String part : headerValue.split(",")) {
            String[] kv = part.split("=", 2);
            if (kv.length != 2) continue;
            if (kv[0].equals("t")) ts = kv[1];
            if (kv[0].equals("v1")) sig = kv[1];
        }
        if (ts == null || sig == null) return false;
        if (Math.abs(nowMs - Long.parseLong(ts)) > TOLERANCE_MS) return false;

        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret, "HmacSHA256"));
        byte[] expected = mac.doFinal((ts + "." + body).getBytes(StandardCharsets.UTF_8));
        return MessageDigest.isEqual(HexFormat.of().formatHex(expected).getBytes(StandardCharsets.UTF_8),
                sig.getBytes(StandardCharsets.UTF_8));
    }
}
