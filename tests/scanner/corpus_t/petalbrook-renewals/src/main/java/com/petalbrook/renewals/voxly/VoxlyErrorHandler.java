package com.petalbrook.renewals.voxly;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;

@Singleton
public class VoxlyErrorHandler {

    @Serdeable
    public record ErrorBody(String error, List<Detail> details) {
        @Serdeable
        public record Detail(String path, String message) {}
    }

    public RuntimeException translate(HttpClientResponseException e) {
        HttpResponse<?> response = e.getResponse();
        Optional<ErrorBody> body = response.getBody(ErrorBody.class);
        String message = body.map(ErrorBody::error).orElse(e.getMessage());

        switch (response.code()) {
            case 502:
                return new VoxlyIdpUnavailable(message);
            case 503:
                return new IllegalStateException("Voxly API disabled on the server: " + message);
            case 404:
                if ("user not found".equals(message)) {
                    return new IllegalStateException("VOXLY_OKTA_UID is not a Voxly user");
                }
                return new IllegalArgumentException("contact list not found");
            default:
                return e;
        }
    }
}
