package com.kestrelmutual.quotes.dialwell;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.client.DefaultResponseErrorHandler;

import java.io.IOException;

@Component("dialwellResponseErrorHandler")
public class DialwellResponseErrorHandler extends DefaultResponseErrorHandler {

    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    protected void handleError(ClientHttpResponse response, HttpStatusCode statusCode) throws IOException {
        byte[] raw = getResponseBody(response);
        String error = "";
        try {
            JsonNode node = mapper.readTree(raw);
            error = node.hasNonNull("error") ? node.get("error").asText() : "";
        } catch (IOException ignored) {
            // non-JSON body from a proxy
        }
        switch (statusCode.value()) {
            case 503 -> throw new DialwellUnavailableException("Dialwell public API is disabled: " + error);
            case 404 -> {
                if (error.equalsIgnoreCase("user not found")) {
                    throw new DialwellSeatMissingException(error);
                }
                throw new DialwellListGoneException(error);
            }
            default -> super.handleError(response, statusCode);
        }
    }
}
