package com.halvorsen.sales.callforge;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.web.client.ResponseErrorHandler;

import java.io.IOException;
import java.util.stream.Collectors;

public class CallForgeErrorHandler implements ResponseErrorHandler {

    private static final String USER_NOT_FOUND = "user not found";
    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public boolean hasError(ClientHttpResponse response) throws IOException {
        return response.getStatusCode().isError();
    }

    @Override
    public void handleError(ClientHttpResponse response) throws IOException {
        HttpStatusCode status = response.getStatusCode();
        CallForgeErrorResponse err = readBody(response);
        String message = err != null && err.getError() != null ? err.getError() : "HTTP " + status.value();

        if (err != null && err.getDetails() != null && !err.getDetails().isEmpty()) {
            message += " (" + err.getDetails().stream()
                    .map(d -> d.getPath() + ": " + d.getMessage())
                    .collect(Collectors.joining(", ")) + ")";
        }

        if (status.value() == HttpStatus.BAD_GATEWAY.value()) {
            throw new CallForgeException(502, "CallForge could not reach Okta: " + message, true);
        }
        if (status.value() == HttpStatus.SERVICE_UNAVAILABLE.value()) {
            throw new CallForgeException(503, "CallForge public API is disabled on the server", false);
        }
        if (status.value() == 404 && USER_NOT_FOUND.equalsIgnoreCase(err != null ? err.getError() : null)) {
            throw new CallForgeException(404, "Acting user is not provisioned in CallForge", false);
        }
        throw new CallForgeException(status.value(), message, status.value() == 429);
    }

    private CallForgeErrorResponse readBody(ClientHttpResponse response) {
        try {
            return mapper.readValue(response.getBody(), CallForgeErrorResponse.class);
        } catch (IOException e) {
            return null;
        }
    }
}
