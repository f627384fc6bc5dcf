package com.northwindmutual.crm.dialwise;

import com.fasterxml.jackson.databind.ObjectMapper;
import lombok.extern.slf4j.Slf4j;
import org.springframework.http.HttpStatus;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.client.ResponseErrorHandler;

import java.io.IOException;
import java.util.stream.Collectors;

@Slf4j
@Component
public class DialWiseErrorHandler implements ResponseErrorHandler {

    private final ObjectMapper mapper;

    public DialWiseErrorHandler(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public boolean hasError(ClientHttpResponse response) throws IOException {
        return response.getStatusCode().isError();
    }

    @Override
    public void handleError(ClientHttpResponse response) throws IOException {
        HttpStatus status = response.getStatusCode();
        DialWiseApiError err;
        try {
            err = mapper.readValue(response.getBody(), DialWiseApiError.class);
        } catch (IOException parseFailure) {
            err = new DialWiseApiError();
            err.setError(status.getReasonPhrase());
        }
        String message = err.getError() == null ? "" : err.getError();

        switch (status) {
            case UNAUTHORIZED:
                throw new DialWiseException("DialWise rejected the integration key", status.value(), false);
            case BAD_REQUEST:
                if (err.getDetails() != null && !err.getDetails().isEmpty()) {
                    String fields = err.getDetails().stream()
                            .map(d -> d.getPath() + ": " + d.getMessage())
                            .collect(Collectors.joining("; "));
                    throw new DialWiseException("DialWise validation failed: " + fields, 400, false);
                }
                throw new DialWiseException("DialWise bad request: " + message, 400, false);
            case NOT_FOUND:
                if ("user not found".equalsIgnoreCase(message)) {
                    throw new DialWiseUserNotFoundException(message);
                }
                throw new DialWiseException("DialWise resource missing: " + message, 404, false);
            case BAD_GATEWAY:
                // DialWise could not reach its SSO provider; safe to retry
                throw new DialWiseException("DialWise identity provider unreachable", 502, true);
            case SERVICE_UNAVAILABLE:
                log.error("DialWise reports the public API is disabled for our account");
                throw new DialWiseException("DialWise API disabled", 503, false);
            case TOO_MANY_REQUESTS:
                throw new DialWiseException("DialWise rate limit", 429, true);
            default:
                throw new DialWiseException("DialWise error " + status.value() + ": " + message, status.value(), status.is5xxServerError());
        }
    }
}
