package com.northwind.crmsync.dialwave;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Response;
import feign.RetryableException;
import feign.codec.ErrorDecoder;
import java.io.InputStream;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class DialwaveErrorDecoder implements ErrorDecoder {

    private static final Logger log = LoggerFactory.getLogger(DialwaveErrorDecoder.class);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final ErrorDecoder fallback = new ErrorDecoder.Default();

    @Override
    public Exception decode(String methodKey, Response response) {
        DialwaveErrorBody body = readBody(response);
        String message = body != null ? body.getError() : null;

        switch (response.status()) {
            case 401:
                return new DialwaveAuthException("Dialwave rejected the API key");
            case 404:
                if ("user not found".equalsIgnoreCase(message)) {
                    return new DialwaveUserMissingException("Acting user is not provisioned in Dialwave");
                }
                return new DialwaveNotFoundException(message);
            case 422:
                if (body != null && body.getDetails() != null) {
                    String fields = body.getDetails().stream()
                            .map(d -> d.getPath() + ": " + d.getMessage())
                            .collect(Collectors.joining("; "));
                    return new DialwaveValidationException(fields);
                }
                return fallback.decode(methodKey, response);
            case 502:
                // identity provider behind Dialwave timed out - worth another try
                return new RetryableException(502, "Dialwave IdP unreachable", response.request().httpMethod(), (Long) null, response.request());
            case 503:
                log.error("Dialwave says the public API is disabled for our account: {}", message);
                return new DialwaveDisabledException(message);
            default:
                return fallback.decode(methodKey, response);
        }
    }

    private DialwaveErrorBody readBody(Response response) {
        if (response.body() == null) {
            return null;
        }
        try (InputStream in = response.body().asInputStream()) {
            return MAPPER.readValue(in, DialwaveErrorBody.class);
        } catch (Exception e) {
            log.debug("Could not parse Dialwave error body", e);
            return null;
        }
    }
}
