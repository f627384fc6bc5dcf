package com.pinecrest.outreach.dialcrest;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.util.StreamUtils;
import org.springframework.web.client.ResponseErrorHandler;

class DialcrestErrorHandler implements ResponseErrorHandler {

    private final ObjectMapper mapper;

    DialcrestErrorHandler(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public boolean hasError(ClientHttpResponse response) throws IOException {
        return response.getStatusCode().isError();
    }

    @Override
    public void handleError(ClientHttpResponse response) throws IOException {
        int status = response.getStatusCode().value();
        String raw = StreamUtils.copyToString(response.getBody(), StandardCharsets.UTF_8);
        DialcrestError err = raw.isBlank() ? new DialcrestError(null, null) : mapper.readValue(raw, DialcrestError.class);
        String message = err.error() != null ? err.error() : "HTTP " + status;

        switch (status) {
            case 401 -> throw new DialcrestException(status, "Dialcrest rejected the shared API key");
            case 400 -> throw new DialcrestException(status, describe(err));
            case 404 -> throw "user not found".equalsIgnoreCase(message)
                    ? new ActingUserNotFoundException(message)
                    : new DialcrestException(status, message);
            case 502 -> throw new IdpUnavailableException();
            case 503 -> throw new DialcrestException(status, "Dialcrest public API is disabled on the server");
            default -> throw new DialcrestException(status, message);
        }
    }

    private static String describe(DialcrestError err) {
        if (err.details() == null || err.details().isEmpty()) {
            return err.error();
        }
        return err.details().stream()
                .map(d -> d.path() + ": " + d.message())
                .collect(Collectors.joining(", "));
    }

    static class DialcrestException extends RuntimeException {
        final int status;

        DialcrestException(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    static class ActingUserNotFoundException extends DialcrestException {
        ActingUserNotFoundException(String message) {
            super(404, message);
        }
    }

    static class IdpUnavailableException extends DialcrestException {
        IdpUnavailableException() {
            super(502, "Dialcrest identity provider unreachable");
        }
    }
}
