package com.brightline.claims.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.camel.Exchange;
import org.apache.camel.Processor;
import org.apache.camel.http.base.HttpOperationFailedException;

public class CallHarborErrorProcessor implements Processor {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Override
    public void process(Exchange exchange) throws Exception {
        HttpOperationFailedException ex = exchange.getProperty(Exchange.EXCEPTION_CAUGHT, HttpOperationFailedException.class);
        JsonNode body = MAPPER.readTree(ex.getResponseBody());
        String error = body.path("error").asText("");
        exchange.getIn().setHeader("callharborError", error);
        if (error.equalsIgnoreCase("user not found")) {
            exchange.getIn().setHeader("callharborReason", "ACTING_USER");
        } else {
            exchange.getIn().setHeader("callharborReason", "LIST");
        }
    }
}
