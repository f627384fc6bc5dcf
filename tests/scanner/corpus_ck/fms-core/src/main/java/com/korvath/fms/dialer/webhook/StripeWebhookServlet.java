package com.korvath.fms.dialer.webhook;

import java.io.IOException;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.io.IOUtils;

import com.stripe.exception.SignatureVerificationException;
import com.stripe.net.Webhook;

/**
 * Stripe invoice events for the self-service freight portal (card payments).
 * Lives in this package for historical reasons only.
 */
public class StripeWebhookServlet extends HttpServlet {

    private static final long serialVersionUID = 2L;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String payload = IOUtils.toString(req.getInputStream(), "UTF-8");
        String sigHeader = req.getHeader("Stripe-Signature");
        try {
            Webhook.constructEvent(payload, sigHeader, System.getProperty("stripe.webhook.secret"));
        } catch (SignatureVerificationException e) {
            resp.setStatus(400);
            resp.getWriter().write("{\"error\": \"invalid signature\"}");
            return;
        }
        resp.setStatus(200);
    }
}
