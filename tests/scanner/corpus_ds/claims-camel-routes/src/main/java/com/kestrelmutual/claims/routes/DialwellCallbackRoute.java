package com.kestrelmutual.claims.routes;

import com.kestrelmutual.claims.dialwell.SignatureCheck;
import org.apache.camel.Exchange;
import org.apache.camel.builder.RouteBuilder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Receives call-outcome webhooks from Dialwell and attaches them to the claim file.
 */
@Component
public class DialwellCallbackRoute extends RouteBuilder {

    static final String SIG_HEADER = "X-Dialwell-Signature";

    @Value("${dialwell.webhook-secret}")
    String webhookSecret;

    @Override
    public void configure() {
        rest("/hooks").post("/dialwell").to("direct:dialwellHook");

        from("direct:dialwellHook").routeId("dialwell-webhook")
            .convertBodyTo(byte[].class)
            .process(e -> {
                String sig = e.getMessage().getHeader(SIG_HEADER, String.class);
                byte[] raw = e.getMessage().getBody(byte[].class);
                if (!SignatureCheck.hmacSha256Hex(webhookSecret, raw).equalsIgnoreCase(sig)) {
                    e.getMessage().setHeader(Exchange.HTTP_RESPONSE_CODE, 401);
                    e.setRouteStop(true);
                }
            })
            .unmarshal().json()
            .to("bean:claimNotes?method=appendCallOutcome");

        from("platform-http:/hooks/github").routeId("github-hook")
            .filter(header("X-Hub-Signature-256").isNotNull())
            .to("bean:buildNotifier");
    }
}
