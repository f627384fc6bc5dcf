package com.brightline.claims.routes;

import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.http.base.HttpOperationFailedException;
import org.springframework.stereotype.Component;

@Component
public class GuidewireRoutes extends RouteBuilder {

    @Override
    public void configure() {
        onException(HttpOperationFailedException.class)
                .onWhen(simple("${exception.statusCode} in '502,503,504'"))
                .maximumRedeliveries(6)
                .redeliveryDelay(5000);

        from("timer:closed-claims?period=300000")
                .routeId("poll-closed-claims")
                .setHeader("Authorization", simple("Basic {{guidewire.basic-token}}"))
                .setHeader("X-User-Id", constant("svc_camel"))
                .to("{{guidewire.endpoint}}/claims?filter=state:eq:closed")
                .split().jsonpath("$.data[*]")
                .to("jms:queue:claims.closed");
    }
}
