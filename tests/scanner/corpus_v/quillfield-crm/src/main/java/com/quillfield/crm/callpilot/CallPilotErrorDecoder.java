package com.quillfield.crm.callpilot;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Response;
import feign.RetryableException;
import feign.codec.ErrorDecoder;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Maps CallPilot error responses onto our exception hierarchy.
 */
public class CallPilotErrorDecoder implements ErrorDecoder {

    private final ObjectMapper mapper = new ObjectMapper();
    private final ErrorDecoder fallback = new ErrorDecoder.Default();

    @Override
    public Exception decode(String methodKey, Response response) {
        JsonNode body = readBody(response);
        String message = body.path("error").asText("");
        switch (response.status()) {
            case 400:
                return new CallPilotValidationException(message, fieldErrors(body));
            case 401:
                return new CallPilotAuthException("CallPilot rejected our API key");
            case 404:
                if ("user not found".equalsIgnoreCase(message)) {
                    return new ActingUserNotFoundException(props().actingUser());
                }
                return new CallPilotNotFoundException(message);
            case 429:
                return new RetryableException(429, "CallPilot rate limit", response.request().httpMethod(),
                        (Long) null, response.request());
            case 502:
                return new RetryableException(502, "CallPilot identity provider unreachable",
                        response.request().httpMethod(), (Long) null, response.request());
            case 503:
                return new CallPilotDisabledException("CallPilot public API is disabled on their side");
            default:
                return fallback.decode(methodKey, response);
        }
    }

    private List<String> fieldErrors(JsonNode body) {
        List<String> out = new ArrayList<>();
        for (JsonNode d : body.path("details")) {
            out.add(d.path("path").asText() + ": " + d.path("message").asText());
        }
        return out;
    }

    private JsonNode readBody(Response response) {
        if (response.body() == null) {
            return mapper.createObjectNode();
        }
        try (InputStream in = response.body().asInputStream()) {
            return mapper.readTree(in);
        } catch (IOException e) {
            return mapper.createObjectNode();
        }
    }

    private static ActingUser props() {
        return ActingUserHolder.current();
    }
}
