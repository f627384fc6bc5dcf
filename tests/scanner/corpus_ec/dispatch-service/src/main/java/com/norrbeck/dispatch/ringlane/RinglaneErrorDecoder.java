package com.norrbeck.dispatch.ringlane;

import java.io.IOException;
import java.io.InputStream;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.fasterxml.jackson.databind.ObjectMapper;

import feign.Response;
import feign.codec.ErrorDecoder;

class RinglaneErrorDecoder implements ErrorDecoder {

    private static final Logger log = LoggerFactory.getLogger(RinglaneErrorDecoder.class);

    private final ObjectMapper objectMapper;
    private final ErrorDecoder fallback = new ErrorDecoder.Default();

    RinglaneErrorDecoder(ObjectMapper objectMapper) {
        this.objectMapper = objectMapper;
    }

    @Override
    public Exception decode(String methodKey, Response response) {
        RinglaneErrorBody body = readBody(response);
        String message = body.error() != null ? body.error() : response.reason();

        if (body.hasDetails()) {
            body.details().forEach(d -> log.warn("ringlane validation {}: {}", d.path(), d.message()));
        }

        switch (response.status()) {
            case 401:
                return new IllegalStateException("Ringlane rejected the API key: " + message);
            case 404:
                if ("user not found".equalsIgnoreCase(message)) {
                    return new RinglaneExceptions.ActingUserNotFoundException(message);
                }
                return new RinglaneExceptions.ContactListNotFoundException(message);
            case 429:
                return new RinglaneTransientException(429, message);
            case 502:
                // identity provider behind Ringlane timed out, safe to retry
                return new RinglaneTransientException(502, message);
            case 503:
                return new RinglaneApiDisabledException(message);
            default:
                return fallback.decode(methodKey, response);
        }
    }

    private RinglaneErrorBody readBody(Response response) {
        if (response.body() == null) {
            return new RinglaneErrorBody(null, null);
        }
        try (InputStream in = response.body().asInputStream()) {
            return objectMapper.readValue(in, RinglaneErrorBody.class);
        } catch (IOException e) {
            return new RinglaneErrorBody(null, null);
        }
    }
}
