package com.halcyon.dialer.web;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.http.*;
import java.io.*;

public class RingwellWebhookServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        byte[] body = readBody(req);
        String sig = req.getHeader("X-Ringwell-Signature");
        String secret = System.getenv("RINGWELL_SIGNING_SECRET");
        if (sig == null || !sig.equalsIgnoreCase(hmacHex(secret, body))) {
            resp.sendError(401);
            return;
        }
        getServletContext().log("ringwell event: " + new String(body, "UTF-8"));
        resp.setStatus(204);
    }

    private static String hmacHex(String secret, byte[] data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"));
            byte[] raw = mac.doFinal(data);
            StringBuilder sb = new StringBuilder();
            for (byte b : raw) sb.append(String.format("%02x", b));
            return sb.toString();
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    private static byte[] readBody(HttpServletRequest req) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        InputStream in = req.getInputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = in.read(buf)) != -1) out.write(buf, 0, n);
        return out.toByteArray();
    }
}
