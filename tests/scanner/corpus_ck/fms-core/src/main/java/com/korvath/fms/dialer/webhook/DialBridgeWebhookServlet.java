package com.korvath.fms.dialer.webhook;

import java.io.IOException;
import java.io.InputStream;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.codec.binary.Hex;
import org.apache.commons.io.IOUtils;

/**
 * Receives call-outcome events from DialBridge (mapped to /hooks/dialbridge in web.xml).
 */
public class DialBridgeWebhookServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    private String signingSecret;

    @Override
    public void init() throws ServletException {
        signingSecret = System.getProperty("dialbridge.webhook.secret");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        InputStream in = req.getInputStream();
        byte[] body = IOUtils.toByteArray(in);

        String sig = req.getHeader("X-DialBridge-Signature");
        if (sig == null || !sig.equalsIgnoreCase(hmac(body))) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        CallOutcomeHandler.getInstance().handle(new String(body, "UTF-8"));
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }

    private String hmac(byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(signingSecret.getBytes("UTF-8"), "HmacSHA256"));
            return Hex.encodeHexString(mac.doFinal(body));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
