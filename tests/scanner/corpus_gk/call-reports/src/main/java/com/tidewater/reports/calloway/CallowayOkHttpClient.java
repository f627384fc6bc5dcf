package com.tidewater.reports.calloway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

import java.io.IOException;
import java.time.Duration;

/**
 * Legacy Calloway client used by the weekly dialer report. Only reads contact lists;
 * call records come from {@link com.tidewater.reports.calloway.v2.CallowayV2Client}.
 */
public class CallowayOkHttpClient {

    private static final String LEGACY_BASE = "https://api.calloway.com/api/public/v1/";

    private final OkHttpClient http;
    private final HttpUrl base;
    private final ObjectMapper mapper = new ObjectMapper();

    public CallowayOkHttpClient(String apiKey, String actingEmail) {
        this(HttpUrl.get(LEGACY_BASE), apiKey, actingEmail);
    }

    CallowayOkHttpClient(HttpUrl base, String apiKey, String actingEmail) {
        this.base = base;
        this.http = new OkHttpClient.Builder()
                .callTimeout(Duration.ofSeconds(30))
                .addInterceptor(legacyAuth(apiKey, actingEmail))
                .build();
    }

    private static Interceptor legacyAuth(String apiKey, String actingEmail) {
        return chain -> chain.proceed(chain.request().newBuilder()
                .header("x-api-key", apiKey)
                .header("x-user-email", actingEmail)
                .build());
    }

    public JsonNode contactLists() throws IOException {
        HttpUrl url = base.newBuilder().addPathSegment("contact-lists").build();
        return get(url);
    }

    public JsonNode contactList(String id) throws IOException {
        HttpUrl url = base.newBuilder().addPathSegments("contact-lists/" + id).build();
        return get(url);
    }

    public void removeContact(String listId, String phone) throws IOException {
        HttpUrl url = base.newBuilder().addPathSegments("contact-lists/" + listId + "/contacts/" + phone).build();
        try (Response response = http.newCall(new Request.Builder().url(url).delete().build()).execute()) {
            if (response.code() == 502) {
                throw new IOException("Calloway IdP unreachable, try again later");
            }
        }
    }

    private JsonNode get(HttpUrl url) throws IOException {
        Request request = new Request.Builder().url(url).get().build();
        try (Response response = http.newCall(request).execute()) {
            ResponseBody body = response.body();
            String text = body == null ? "" : body.string();
            if (!response.isSuccessful()) {
                String message = text.isEmpty() ? response.message() : mapper.readTree(text).path("error").asText();
                if (response.code() == 503) {
                    throw new IOException("Calloway v1 API has been disabled: " + message);
                }
                throw new IOException("Calloway " + response.code() + ": " + message);
            }
            return mapper.readTree(text);
        }
    }
}
