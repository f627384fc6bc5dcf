package com.harborline.agentsync.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Response;
import feign.RetryableException;
import feign.codec.ErrorDecoder;
import lombok.extern.slf4j.Slf4j;

import java.io.IOException;
import java.io.InputStream;
import java.util.Date;
import java.util.stream.Collectors;

@Slf4j
public class RingmetricErrorDecoder implements ErrorDecoder {

    static final String USER_NOT_FOUND = "user not found";
    static final String LIST_NOT_FOUND = "contact list not found";

    private final ObjectMapper mapper = new ObjectMapper();
    private final ErrorDecoder fallback = new Default();

    @Override
    public Exception decode(String methodKey, Response response) {
        RingmetricErrorPayload payload = readPayload(response);
        String message = payload != null ? payload.getError() : null;
        int status = response.status();

        if (payload != null && !payload.getDetails().isEmpty()) {
            log.debug("{} validation issues: {}", methodKey, payload.getDetails().stream()
                    .map(d -> d.getPath() + "=" + d.getMessage())
                    .collect(Collectors.joining(", ")));
        }

        switch (status) {
            case 429:
                return new RetryableException(status, "Ringmetric rate limit", response.request().httpMethod(),
                        retryAfter(response), response.request());
            case 502:
                // Ringmetric could not reach Okta to resolve the acting user — transient
                return new RingmetricIdpUnavailableException(methodKey, message);
            case 503:
                return new RingmetricDisabledException("Ringmetric public API disabled for tenant: " + message);
            case 404:
                if (USER_NOT_FOUND.equals(message)) {
                    return new RingmetricUnknownUserException(message);
                }
                if (LIST_NOT_FOUND.equals(message)) {
                    return new RingmetricNotFoundException(methodKey, message);
                }
                return fallback.decode(methodKey, response);
            default:
                return fallback.decode(methodKey, response);
        }
    }

    private RingmetricErrorPayload readPayload(Response response) {
        if (response.body() == null) {
            return null;
        }
        try (InputStream in = response.body().asInputStream()) {
            return mapper.readValue(in, RingmetricErrorPayload.class);
        } catch (IOException e) {
            return null;
        }
    }

    private Date retryAfter(Response response) {
        return response.headers().getOrDefault("Retry-After", java.util.List.of()).stream()
                .findFirst()
                .map(s -> new Date(System.currentTimeMillis() + Long.parseLong(s) * 1000))
                .orElse(null);
    }
}
