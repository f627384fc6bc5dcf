package com.kestrelmutual.claims.dialwell;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.camel.Exchange;
import org.apache.camel.Processor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

@Component("dialwellErrorProcessor")
public class DialwellErrorProcessor implements Processor {

    private static final Logger log = LoggerFactory.getLogger(DialwellErrorProcessor.class);
    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public void process(Exchange exchange) throws Exception {
        int code = exchange.getMessage().getHeader(Exchange.HTTP_RESPONSE_CODE, Integer.class);
        JsonNode body = mapper.readTree(exchange.getMessage().getBody(String.class));
        String message = body.path("error").asText("unknown");
        if (code == 404 && message.toLowerCase().contains("contact list not found")) {
            log.warn("Dialwell list vanished, clearing mapping for claim route");
            exchange.getMessage().setHeader("dialwellListStale", true);
            return;
        }
        for (JsonNode d : body.path("details")) {
            log.warn("Dialwell rejected field {}: {}", d.path("path").asText(), d.path("message").asText());
        }
        throw new DialwellCallException(code, message);
    }
}
