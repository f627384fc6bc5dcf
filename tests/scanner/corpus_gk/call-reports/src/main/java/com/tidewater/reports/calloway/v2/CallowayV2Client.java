package com.tidewater.reports.calloway.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

import java.io.IOException;
import java.time.Instant;
import java.util.Set;

/**
 * Calloway v2 client (migrated in TW-2398). Keys are per-integration
 * ({@code cw_live_<uuid>.<secret>}), no acting-user header any more.
 */
public class CallowayV2Client {

    public static final String BASE = "https://api.calloway.com/api/public/v2/";
    private static final Set<Integer> RETRYABLE = Set.of(429, 500, 502, 503, 504);

    private final OkHttpClient http = new OkHttpClient();
    private final ObjectMapper mapper = new ObjectMapper();
    private final HttpUrl base;
    private final String apiKey;

    public CallowayV2Client(String apiKey) {
        this(HttpUrl.get(BASE), apiKey);
    }

    CallowayV2Client(HttpUrl base, String apiKey) {
        this.base = base;
        this.apiKey = apiKey;
    }

    public JsonNode calls(Instant from, Instant to) throws IOException {
        HttpUrl url = base.newBuilder()
                .addPathSegment("calls")
                .addQueryParameter("started_after", from.toString())
                .addQueryParameter("started_before", to.toString())
                .build();
        Request req = new Request.Builder()
                .url(url)
                .header("Authorization", "Bearer " + apiKey)
                .build();
        for (int attempt = 1; ; attempt++) {
            try (Response resp = http.newCall(req).execute()) {
                String text = resp.body() == null ? "" : resp.body().string();
                if (resp.isSuccessful()) {
                    return mapper.readTree(text);
                }
                if (RETRYABLE.contains(resp.code()) && attempt < 3) {
                    continue;
                }
                ProblemError problem = mapper.readValue(text, ProblemError.class);
                throw new CallowayV2Exception(resp.code(), problem);
            }
        }
    }
}
