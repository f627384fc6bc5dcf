package com.kestrelmutual.claims.routes;

import com.kestrelmutual.claims.RetryableException;
import org.apache.camel.Exchange;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.http.base.HttpOperationFailedException;
import org.springframework.stereotype.Component;

@Component
public class DialwellAgentSyncRoute extends RouteBuilder {

    private static final String DIALWELL = "https://{{dialwell.host}}{{dialwell.base-path}}";

    @Override
    public void configure() {
        onException(HttpOperationFailedException.class)
            .onWhen(e -> {
                HttpOperationFailedException ex = e.getProperty(Exchange.EXCEPTION_CAUGHT, HttpOperationFailedException.class);
                return ex.getStatusCode() == 502 && ex.getUri().contains("dialwell");
            })
            .maximumRedeliveries(4).redeliveryDelay(2000).useExponentialBackOff()
            .handled(false);

        onException(HttpOperationFailedException.class)
            .onWhen(simple("${exception.statusCode} == 404 && ${exception.responseBody} contains 'user not found'"))
            .handled(true)
            .log("Adjuster ${exchangeProperty.adjusterEmail} has no Dialwell seat, skipping")
            .to("bean:seatRequests?method=open");

        from("timer:adjusterLists?period=3600000").routeId("adjuster-lists")
            .to("bean:adjusterDirectory?method=activeAdjusters")
            .split(body())
                .setProperty("adjusterEmail", simple("${body.email}"))
                .setHeader("x-api-key", simple("{{dialwell.api-key}}"))
                .setHeader("x-user-email", exchangeProperty("adjusterEmail"))
                .setHeader(Exchange.HTTP_METHOD, constant("POST"))
                .setBody(simple("{\"name\":\"claims-${body.region}-${date:now:yyyyMMdd}\"}"))
                .to(DIALWELL + "/contact-lists")
            .end();
    }
}
