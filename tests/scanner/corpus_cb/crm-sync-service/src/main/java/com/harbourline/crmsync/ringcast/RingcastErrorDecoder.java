package com.harbourline.crmsync.ringcast;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Response;
import feign.RetryableException;
import feign.codec.ErrorDecoder;
import java.io.IOException;
import java.io.InputStream;
import java.util.stream.Collectors;

class RingcastErrorDecoder implements ErrorDecoder {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final ErrorDecoder fallback = new ErrorDecoder.Default();

    @Override
    public Exception decode(String methodKey, Response response) {
        RingcastErrorBody body = readBody(response);
        String message = body != null ? body.getError() : null;

        switch (response.status()) {
            case 401:
                return new RingcastException("Ringcast rejected the integration key", response.status());
            case 404:
                if ("user not found".equalsIgnoreCase(message)) {
                    return new RingcastUnknownUserException(message);
                }
                return new RingcastNotFoundException(message);
            case 422:
                String fields = body == null || body.getDetails() == null ? ""
                        : body.getDetails().stream()
                            .map(d -> d.path + ": " + d.message)
                            .collect(Collectors.joining(", "));
                return new RingcastException("Validation failed: " + fields, 422);
            case 429:
                return new RetryableException(429, "rate limited", response.request().httpMethod(), (Long) null, response.request());
            case 502:
                // identity provider behind Ringcast is flaky, safe to retry
                return new RetryableException(502, message, response.request().httpMethod(), (Long) null, response.request());
            case 503:
                return new RingcastDisabledException("Ringcast public API disabled for tenant: " + message);
            default:
                return fallback.decode(methodKey, response);
        }
    }

    private static RingcastErrorBody readBody(Response response) {
        if (response.body() == null) {
            return null;
        }
        try (InputStream in = response.body().asInputStream()) {
            return MAPPER.readValue(in, RingcastErrorBody.class);
        } catch (IOException e) {
            return null;
        }
    }
}
