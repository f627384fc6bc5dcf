package com.brightline.claims.routes;

import org.apache.camel.Exchange;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.http.base.HttpOperationFailedException;
import org.apache.camel.model.dataformat.JsonLibrary;
import org.springframework.stereotype.Component;

@Component
public class CallHarborRoutes extends RouteBuilder {

    @Override
    public void configure() {
        onException(HttpOperationFailedException.class)
                .onWhen(simple("${exception.statusCode} == 502"))
                .maximumRedeliveries(4)
                .redeliveryDelay(1000)
                .backOffMultiplier(2)
                .handled(false);

        onException(HttpOperationFailedException.class)
                .onWhen(simple("${exception.statusCode} == 503"))
                .handled(true)
                .log("CallHarbor API disabled on the server - parking message")
                .to("jms:queue:callharbor.parked");

        onException(HttpOperationFailedException.class)
                .onWhen(simple("${exception.statusCode} == 404"))
                .handled(true)
                .process(new CallHarborErrorProcessor())
                .choice()
                    .when(header("callharborReason").isEqualTo("ACTING_USER"))
                        .to("jms:queue:ops.alerts")
                    .otherwise()
                        .to("jms:queue:callharbor.dead");

        from("jms:queue:claims.closed")
                .routeId("claim-closed-to-satisfaction-list")
                .unmarshal().json(JsonLibrary.Jackson)
                .setBody(simple("{\"phones\": [\"${body[claimantPhone]}\"]}"))
                .removeHeaders("*")
                .setHeader(Exchange.HTTP_METHOD, constant("POST"))
                .setHeader(Exchange.CONTENT_TYPE, constant("application/json"))
                .setHeader("x-api-key", simple("{{callharbor.api-key}}"))
                .setHeader("x-user-id", simple("{{callharbor.acting-user-id}}"))
                .toD("{{callharbor.endpoint}}/contact-lists/${exchangeProperty.surveyListId}/contacts?throwExceptionOnFailure=true");

        from("timer:purge-optouts?period=3600000")
                .routeId("purge-optouts")
                .to("sql:select list_id, phone from optouts where purged = false")
                .split(body())
                    .setHeader(Exchange.HTTP_METHOD, constant("DELETE"))
                    .setHeader("X-API-KEY", simple("{{callharbor.api-key}}"))
                    .setHeader("X-USER-ID", simple("{{callharbor.acting-user-id}}"))
                    .toD("{{callharbor.endpoint}}/contact-lists/${body[list_id]}/contacts/${body[phone]}")
                .end();
    }
}
