package com.acme.dialer.calling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * Client for the Calling Service.
 *
 * <p>Speaks the old contract: {@code /api/public/v1}, {@code x-api-key} and an acting rep
 * in {@code X-User-Email}. See CALL-812 for the v2 migration plan.
 */
public final class CallingApiClient {

    private static final String BASE_URL = "https://calls.acme-sales.com/api/public/v1";
    private static final String STRIPE_BASE = "https://api.stripe.com/v1";
    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");

    private final OkHttpClient http;
    private final ObjectMapper mapper;
    private final String apiKey;

    public CallingApiClient(String apiKey) {
        this.apiKey = apiKey;
        this.mapper = new ObjectMapper();
        this.http = new OkHttpClient.Builder()
                .callTimeout(Duration.ofSeconds(10))
                .build();
    }

    public ContactList renameList(long listId, String name, String actingEmail) throws IOException {
        RequestBody body = RequestBody.create(mapper.writeValueAsString(Map.of("name", name)), JSON);
        Request request = new Request.Builder()
                .url(BASE_URL + "/contact-lists/" + listId)
                .header("X-API-KEY", apiKey)
                .header("X-USER-EMAIL", actingEmail)
                .patch(body)
                .build();
        try (Response response = http.newCall(request).execute()) {
            if (response.code() == 503) {
                throw new CallingApiDisabledException("Calling API disabled on the server");
            }
            String text = response.body() != null ? response.body().string() : "";
            if (!response.isSuccessful()) {
                JsonNode err = mapper.readTree(text);
                String message = err.path("error").asText();
                throw new CallingApiException(response.code(), message);
            }
            return mapper.readValue(text, ContactList.class);
        }
    }

    /** Used by the billing reconciliation job, unrelated to calling. */
    public JsonNode stripeInvoice(String invoiceId, String stripeKey) throws IOException {
        Request request = new Request.Builder()
                .url(STRIPE_BASE + "/invoices/" + invoiceId)
                .header("Authorization", "Bearer " + stripeKey)
                .get()
                .build();
        try (Response response = http.newCall(request).execute()) {
            return mapper.readTree(response.body().string());
        }
    }
}
