package com.brightwater.leadrouter.dialwell;

import com.brightwater.leadrouter.dialwell.model.DialwellErrorBody;
import com.fasterxml.jackson.databind.ObjectMapper;
import retrofit2.Response;

import java.io.IOException;
import java.util.stream.Collectors;

public final class DialwellErrors {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static DialwellException from(Response<?> resp) {
        String msg = "HTTP " + resp.code();
        DialwellErrorBody body = null;
        try {
            if (resp.errorBody() != null) {
                body = MAPPER.readValue(resp.errorBody().string(), DialwellErrorBody.class);
                msg = body.error;
                if (body.details != null && !body.details.isEmpty()) {
                    msg += " (" + body.details.stream().map(d -> d.path + ": " + d.message).collect(Collectors.joining(", ")) + ")";
                }
            }
        } catch (IOException ignored) {
            // fall through with generic message
        }
        switch (resp.code()) {
            case 401:
                return new DialwellException(DialwellException.Kind.BAD_KEY, 401, msg);
            case 404:
                if ("user not found".equalsIgnoreCase(msg)) {
                    return new DialwellException(DialwellException.Kind.UNKNOWN_USER, 404, msg);
                }
                return new DialwellException(DialwellException.Kind.LIST_NOT_FOUND, 404, msg);
            case 429:
                return new DialwellException(DialwellException.Kind.RATE_LIMITED, 429, msg);
            case 502:
                return new DialwellException(DialwellException.Kind.IDP_DOWN, 502, msg);
            case 503:
                return new DialwellException(DialwellException.Kind.API_DISABLED, 503, msg);
            default:
                return new DialwellException(DialwellException.Kind.OTHER, resp.code(), msg);
        }
    }

    private DialwellErrors() {}
}
