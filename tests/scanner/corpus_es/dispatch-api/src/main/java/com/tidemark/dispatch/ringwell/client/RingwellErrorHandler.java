package com.tidemark.dispatch.ringwell.client;

import java.io.IOException;
import java.io.InputStream;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.tidemark.dispatch.ringwell.dto.RingwellErrorBody;
import com.tidemark.dispatch.ringwell.exception.RingwellApiException;
import com.tidemark.dispatch.ringwell.exception.RingwellUnavailableException;
import com.tidemark.dispatch.ringwell.exception.RingwellUserNotFoundException;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.client.ResponseErrorHandler;

/**
 * Maps Ringwell error responses onto our exception hierarchy.
 */
@Component
public class RingwellErrorHandler implements ResponseErrorHandler {

    private final ObjectMapper mapper;

    public RingwellErrorHandler(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public boolean hasError(ClientHttpResponse response) throws IOException {
        return response.getStatusCode().isError();
    }

    @Override
    public void handleError(ClientHttpResponse response) throws IOException {
        int status = response.getStatusCode().value();
        RingwellErrorBody body = readBody(response.getBody());
        String message = body != null && body.error() != null ? body.error() : "HTTP " + status;

        switch (status) {
            case 401 -> throw new RingwellApiException(status, "Ringwell rejected the API key", body);
            case 400 -> throw new RingwellApiException(status, message, body);
            case 404 -> {
                if ("user not found".equalsIgnoreCase(message)) {
                    throw new RingwellUserNotFoundException(message);
                }
                throw new RingwellApiException(status, message, body);
            }
            case 429 -> throw new RingwellUnavailableException(status, "rate limited", true);
            case 502 -> throw new RingwellUnavailableException(status, "identity provider unreachable", true);
            case 503 -> throw new RingwellUnavailableException(status, "public API disabled on Ringwell", false);
            default -> throw new RingwellApiException(status, message, body);
        }
    }

    private RingwellErrorBody readBody(InputStream in) {
        try {
            return mapper.readValue(in, RingwellErrorBody.class);
        } catch (IOException e) {
            return null;
        }
    }
}
