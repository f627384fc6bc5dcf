package com.kestrelmutual.dialer.callharbor;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.kestrelmutual.dialer.callharbor.dto.CallHarborErrorBody;
import java.io.IOException;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import retrofit2.Response;

@Component
public class CallHarborErrorMapper {

    private static final String USER_NOT_FOUND = "user not found";
    private final ObjectMapper mapper;

    public CallHarborErrorMapper(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    public CallHarborException toException(Response<?> response) {
        CallHarborErrorBody body = parse(response);
        String message = body != null && body.error() != null ? body.error() : response.message();
        return switch (response.code()) {
            case 401 -> new CallHarborException.Unauthorized(message);
            case 404 -> USER_NOT_FOUND.equalsIgnoreCase(message)
                    ? new CallHarborException.ActingUserNotFound(message)
                    : new CallHarborException.NotFound(message);
            case 422 -> new CallHarborException.Validation(message, describe(body));
            case 429 -> new CallHarborException.RateLimited(message);
            case 502 -> new CallHarborException.IdentityProviderUnavailable(message);
            case 503 -> new CallHarborException.ApiDisabled(message);
            default -> new CallHarborException(response.code(), message);
        };
    }

    private String describe(CallHarborErrorBody body) {
        if (body == null || body.details() == null) {
            return "";
        }
        return body.details().stream()
                .map(d -> d.path() + ": " + d.message())
                .collect(Collectors.joining("; "));
    }

    private CallHarborErrorBody parse(Response<?> response) {
        try (var errorBody = response.errorBody()) {
            return errorBody == null ? null : mapper.readValue(errorBody.bytes(), CallHarborErrorBody.class);
        } catch (IOException e) {
            return null;
        }
    }
}
