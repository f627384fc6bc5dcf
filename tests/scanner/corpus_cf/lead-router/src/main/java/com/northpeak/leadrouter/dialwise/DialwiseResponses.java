package com.northpeak.leadrouter.dialwise;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.stream.Collectors;
import retrofit2.Call;
import retrofit2.Response;

/** Executes DialWise calls and turns non-2xx responses into {@link DialwiseException}. */
public final class DialwiseResponses {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private DialwiseResponses() {}

    public static <T> T execute(Call<T> call) {
        Response<T> response;
        try {
            response = call.execute();
        } catch (IOException e) {
            throw new DialwiseException(DialwiseException.Reason.OTHER, 0, e.getMessage());
        }
        if (response.isSuccessful()) {
            return response.body();
        }
        DialwiseErrorBody body = parse(response);
        String message = body.error != null ? body.error : response.message();
        if (body.details != null && !body.details.isEmpty()) {
            message += " (" + body.details.stream()
                    .map(d -> d.path + ": " + d.message)
                    .collect(Collectors.joining(", ")) + ")";
        }
        int code = response.code();
        DialwiseException.Reason reason = switch (code) {
            case 401 -> DialwiseException.Reason.BAD_KEY;
            case 404 -> "user not found".equalsIgnoreCase(body.error)
                    ? DialwiseException.Reason.USER_NOT_FOUND
                    : DialwiseException.Reason.LIST_NOT_FOUND;
            case 429 -> DialwiseException.Reason.RATE_LIMITED;
            case 502 -> DialwiseException.Reason.IDP_UNAVAILABLE;
            case 503 -> DialwiseException.Reason.API_DISABLED;
            default -> DialwiseException.Reason.OTHER;
        };
        throw new DialwiseException(reason, code, message);
    }

    private static DialwiseErrorBody parse(Response<?> response) {
        try (var errorBody = response.errorBody()) {
            if (errorBody == null) return new DialwiseErrorBody();
            return MAPPER.readValue(errorBody.string(), DialwiseErrorBody.class);
        } catch (IOException e) {
            return new DialwiseErrorBody();
        }
    }
}
