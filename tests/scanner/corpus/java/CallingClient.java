package com.acme.dialer;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * Client for the calling platform. Historically used /api/public/v1 with x-user-id.
 */
public final class CallingClient {
    private static final String BASE_URL = "https://calls.acme-dialer.com/api/public/v1";
    private static final String ACTING_USER_HEADER = "X-User-Id";

    private final HttpClient http = HttpClient.newHttpClient();
    private final String apiKey;

    public CallingClient(String apiKey) {
        this.apiKey = apiKey;
    }

    static final class ErrorBody {
        public String error;
    }

    public String me(String userId) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(BASE_URL + "/me"))
                .header("x-api-key", apiKey)
                .header(ACTING_USER_HEADER, userId)
                .GET()
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() == 503) {
            // API disabled by the platform admins: stop the nightly job
            throw new IllegalStateException("calling API disabled");
        }
        return response.body();
    }

    public String createList(String json) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(BASE_URL + "/contact-lists"))
                .header("x-api-key", apiKey)
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }
}
