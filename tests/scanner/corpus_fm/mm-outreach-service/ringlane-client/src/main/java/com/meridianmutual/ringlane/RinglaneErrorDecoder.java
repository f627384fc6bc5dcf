package com.meridianmutual.ringlane;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Response;
import feign.RetryableException;
import feign.codec.ErrorDecoder;
import java.io.IOException;
import java.io.InputStream;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class RinglaneErrorDecoder implements ErrorDecoder {

    private static final Logger log = LoggerFactory.getLogger(RinglaneErrorDecoder.class);

    private final ObjectMapper mapper;
    private final ErrorDecoder fallback = new ErrorDecoder.Default();

    RinglaneErrorDecoder(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public Exception decode(String methodKey, Response response) {
        RinglaneErrorBody body = readBody(response);
        String message = body != null ? body.error() : response.reason();

        if (body != null && body.details() != null && !body.details().isEmpty()) {
            log.warn("Ringlane validation failed on {}: {}", methodKey, body.details().stream()
                    .map(d -> d.path() + " " + d.message())
                    .collect(Collectors.joining("; ")));
        }

        switch (response.status()) {
            case 401:
                log.error("Ringlane rejected our API key - check RINGLANE_API_KEY in Vault");
                return new RinglaneException(401, message, false);
            case 404:
                if ("user not found".equalsIgnoreCase(message)) {
                    return new RinglaneException.UnknownAgent(message);
                }
                return new RinglaneException.ListNotFound(message);
            case 502:
                // Ringlane couldn't reach their SSO provider; usually clears within a minute.
                return new RetryableException(502, message, response.request().httpMethod(), (Long) null,
                        response.request());
            case 503:
                return new RinglaneException.ApiDisabled(message);
            case 429:
                return new RetryableException(429, message, response.request().httpMethod(), (Long) null,
                        response.request());
            default:
                return fallback.decode(methodKey, response);
        }
    }

    private RinglaneErrorBody readBody(Response response) {
        if (response.body() == null) {
            return null;
        }
        try (InputStream in = response.body().asInputStream()) {
            return mapper.readValue(in, RinglaneErrorBody.class);
        } catch (IOException e) {
            return null;
        }
    }
}
