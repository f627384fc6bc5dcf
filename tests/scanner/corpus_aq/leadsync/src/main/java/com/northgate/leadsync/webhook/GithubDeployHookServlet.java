package com.northgate.leadsync.webhook;

import java.io.IOException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.codec.binary.Hex;
import org.apache.commons.io.IOUtils;

/** Triggers a config reload when the leadsync-config repo is pushed. */
public class GithubDeployHookServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        byte[] body = IOUtils.toByteArray(req.getInputStream());
        String sig = req.getHeader("X-Hub-Signature-256");
        String expected = "sha256=" + hmac(System.getenv("GITHUB_HOOK_SECRET"), body);
        if (sig == null || !sig.equals(expected)) {
            resp.sendError(401, "bad signature");
            return;
        }
        ConfigReloader.reloadAsync();
        resp.setStatus(202);
    }

    private static String hmac(String secret, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes("UTF-8"), "HmacSHA256"));
            return Hex.encodeHexString(mac.doFinal(body));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
