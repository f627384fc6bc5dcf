package com.quillstone.legacy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

/** Old batch exporter, still run nightly by the ops cron. */
public class LegacyDialwaveClient {
    private static final String HOST = System.getenv().getOrDefault("DIALWAVE_HOST", "https://api.dialwave.io");
    private static final String API_VERSION = "v1";
    private static final List<Integer> RETRYABLE = List.of(429, 502);

    private final HttpClient http = HttpClient.newHttpClient();
    private final String apiKey;
    private final String idpUserId;

    public LegacyDialwaveClient(String apiKey, String idpUserId) {
        this.apiKey = apiKey;
        this.idpUserId = idpUserId;
    }

    public String deleteList(String listId) throws Exception {
        HttpRequest req = HttpRequest.newBuilder()
                .uri(URI.create(HOST + "/api/public/" + API_VERSION + "/contact-lists/" + listId))
                .header("Authorization", "Bearer " + apiKey)
                .header("x-user-id", idpUserId)
                .DELETE()
                .build();
        for (int attempt = 0; ; attempt++) {
            HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
            if (RETRYABLE.contains(resp.statusCode()) && attempt < 3) {
                Thread.sleep(1000L << attempt);
                continue;
            }
            return resp.body();
        }
    }
}
