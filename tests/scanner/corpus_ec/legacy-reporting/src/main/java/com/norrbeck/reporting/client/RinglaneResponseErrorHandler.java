package com.norrbeck.reporting.client;

import java.io.IOException;

import org.springframework.http.HttpStatus;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.util.StreamUtils;
import org.springframework.web.client.DefaultResponseErrorHandler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

class RinglaneResponseErrorHandler extends DefaultResponseErrorHandler {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Override
    public void handleError(ClientHttpResponse response) throws IOException {
        HttpStatus status = response.getStatusCode();
        byte[] raw = StreamUtils.copyToByteArray(response.getBody());
        String message = "";
        try {
            JsonNode node = MAPPER.readTree(raw);
            message = node.path("error").asText("");
        } catch (IOException ignored) {
            // non-JSON body (load balancer page)
        }
        if (status == HttpStatus.NOT_FOUND && message.toLowerCase().contains("user not found")) {
            throw new IllegalStateException("reporting service user missing in Ringlane IdP: " + message);
        }
        if (status == HttpStatus.BAD_GATEWAY) {
            throw new RinglaneTemporarilyUnavailable(message);
        }
        super.handleError(response);
    }

    static class RinglaneTemporarilyUnavailable extends RuntimeException {
        RinglaneTemporarilyUnavailable(String m) {
            super(m);
        }
    }
}
