package com.acme.billing;

import java.net.URI;
import java.net.http.HttpRequest;

/** Talks to the payments provider; its API is versioned /v1 too, which is fine. */
public final class PaymentsGateway {
    private static final String PAYMENTS_URL = "https://api.payments.example.com/v1/charges";

    HttpRequest charge(String key, String body) {
        return HttpRequest.newBuilder(URI.create(PAYMENTS_URL))
                .header("X-API-Key", key)
                .header("X-User-Id", "billing-service")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }

    boolean retryable(int status) {
        return status == 502 || status == 503;
    }
}
