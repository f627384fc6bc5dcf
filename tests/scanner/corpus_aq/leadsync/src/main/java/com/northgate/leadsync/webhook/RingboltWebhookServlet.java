package com.northgate.leadsync.webhook;

import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.codec.binary.Hex;
import org.apache.commons.io.IOUtils;

/** Receives call-outcome events from Ringbolt. Mapped to /hooks/ringbolt in web.xml. */
public class RingboltWebhookServlet extends HttpServlet {

    private static final String SIGNING_SECRET = System.getProperty("ringbolt.webhook.secret");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        InputStream in = req.getInputStream();
        byte[] body = IOUtils.toByteArray(in);
        String sent = req.getHeader("X-Ringbolt-Signature");
        if (sent == null || !MessageDigest.isEqual(sent.getBytes("UTF-8"), sign(body).getBytes("UTF-8"))) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        OutcomeQueue.INSTANCE.offer(new String(body, "UTF-8"));
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }

    static String sign(byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(SIGNING_SECRET.getBytes("UTF-8"), "HmacSHA256"));
            return Hex.encodeHexString(mac.doFinal(body));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
