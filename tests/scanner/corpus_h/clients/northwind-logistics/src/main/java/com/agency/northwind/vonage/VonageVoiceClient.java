package com.agency.northwind.vonage;

import java.io.IOException;

import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Vonage Voice API: outbound driver notifications. Not the dispatcher dialer. */
public class VonageVoiceClient {

    private static final String CALLS_URL = "https://api.nexmo.com/v1/calls";
    private static final MediaType JSON = MediaType.get("application/json");

    private final OkHttpClient http = new OkHttpClient();
    private final ObjectMapper mapper = new ObjectMapper();
    private final String jwt;

    public VonageVoiceClient(String jwt) {
        this.jwt = jwt;
    }

    public String call(String to, String answerUrl) throws IOException {
        String payload = mapper.writeValueAsString(java.util.Map.of(
                "to", java.util.List.of(java.util.Map.of("type", "phone", "number", to)),
                "answer_url", java.util.List.of(answerUrl)));
        Request req = new Request.Builder()
                .url(CALLS_URL)
                .header("Authorization", "Bearer " + jwt)
                .post(RequestBody.create(payload, JSON))
                .build();
        try (Response res = http.newCall(req).execute()) {
            JsonNode node = mapper.readTree(res.body().string());
            if (res.code() == 503 || res.code() == 502) {
                throw new IOException("Vonage unavailable, retry later");
            }
            if (!res.isSuccessful()) {
                throw new IOException("Vonage error: " + node.path("error").asText());
            }
            return node.path("uuid").asText();
        }
    }
}
