package com.northgate.leadsync.ringbolt2;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.apache.commons.codec.binary.Hex;

/** Verifies "Service-Signature: t=<ms>,v1=<hex>" on v2 webhooks. */
public final class ServiceSignatureVerifier {

    private static final long TOLERANCE_MS = 5 * 60 * 1000L;

    private ServiceSignatureVerifier() {}

    public static boolean verify(String header, String body, String secret, long nowMs) throws Exception {
        if (header == null) return false;
        String t = null, v1 = null;
        for (String part : header.split(",")) {
            String[] kv = part.trim().split("=", 2);
            if (kv.length != 2) continue;
            if ("t".equals(kv[0])) t = kv[1];
            if ("v1".equals(kv[0])) v1 = kv[1];
        }
        if (t == null || v1 == null || Math.abs(nowMs - Long.parseLong(t)) > TOLERANCE_MS) return false;
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"));
        String expected = Hex.encodeHexString(mac.doFinal((t + "." + body).getBytes("UTF-8")));
        return java.security.MessageDigest.isEqual(expected.getBytes("UTF-8"), v1.getBytes("UTF-8"));
    }
}
