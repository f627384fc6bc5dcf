package io.kestrel.crmbridge.callharbor;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.kestrel.crmbridge.callharbor.dto.CallHarborErrorBody;
import retrofit2.Response;

import java.io.IOException;
import java.util.stream.Collectors;

public final class CallHarborErrors {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static CallHarborException toException(Response<?> response) {
        CallHarborErrorBody body = parse(response);
        String message = body != null && body.error() != null ? body.error() : response.message();
        switch (response.code()) {
            case 401:
                return new CallHarborException.BadKey(message);
            case 404:
                if ("user not found".equalsIgnoreCase(message)) {
                    return new CallHarborException.UnknownActingUser(message);
                }
                return new CallHarborException.ListNotFound(message);
            case 502:
                return new CallHarborException.IdentityProviderDown(message);
            case 503:
                return new CallHarborException.ApiDisabled(message);
            case 400:
                String detail = body == null || body.details() == null ? "" : body.details().stream()
                        .map(d -> d.path() + " " + d.message())
                        .collect(Collectors.joining(", "));
                return new CallHarborException.Invalid(message + " " + detail);
            default:
                return new CallHarborException(response.code(), message);
        }
    }

    private static CallHarborErrorBody parse(Response<?> response) {
        try (var eb = response.errorBody()) {
            return eb == null ? null : MAPPER.readValue(eb.string(), CallHarborErrorBody.class);
        } catch (IOException e) {
            return null;
        }
    }

    private CallHarborErrors() {}
}
