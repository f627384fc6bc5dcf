package com.harborline.renewals.calling;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.springframework.stereotype.Component;

@Component
public class RingCadenceClient {
    private static final MediaType JSON = MediaType.get("application/json");

    private final OkHttpClient http;
    private final ObjectMapper mapper;
    private final HttpUrl base;
    private final String apiKey;

    public RingCadenceClient(RingCadenceProperties props, ObjectMapper mapper) {
        this.mapper = mapper;
        this.base = HttpUrl.get(props.baseUrl());
        this.apiKey = props.apiKey();
        this.http = new OkHttpClient.Builder()
                .connectTimeout(props.connectTimeout())
                .readTimeout(props.readTimeout())
                .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
                        .header(RingCadenceHeaders.API_KEY, apiKey)
                        .build()))
                .build();
    }

    public void appendContacts(String brokerEmail, String listId, List<String> phones) throws IOException {
        HttpUrl url = base.newBuilder()
                .addPathSegment(RingCadenceHeaders.CONTACT_LISTS)
                .addPathSegment(listId)
                .addPathSegment(RingCadenceHeaders.CONTACTS)
                .build();
        byte[] body = mapper.writeValueAsBytes(Map.of("contacts", phones.stream().map(p -> Map.of("phone", p)).toList()));
        Request req = new Request.Builder()
                .url(url)
                .header(RingCadenceHeaders.ACTING_USER_EMAIL, brokerEmail)
                .post(RequestBody.create(body, JSON))
                .build();
        try (Response resp = http.newCall(req).execute()) {
            if (!resp.isSuccessful()) {
                throw toException(resp);
            }
        }
    }

    private RingCadenceException toException(Response resp) throws IOException {
        String raw = resp.body() != null ? resp.body().string() : "{}";
        RingCadenceErrorBody err = mapper.readValue(raw.isBlank() ? "{}" : raw, RingCadenceErrorBody.class);
        String msg = err.error() != null ? err.error() : resp.message();
        return switch (resp.code()) {
            case 404 -> "user not found".equalsIgnoreCase(msg)
                    ? new RingCadenceException(404, "Broker not provisioned in RingCadence: " + msg, false)
                    : new RingCadenceException(404, msg, false);
            case 502 -> new RingCadenceException(502, "RingCadence IdP unreachable", true);
            case 503 -> new RingCadenceException(503, "RingCadence API disabled", false);
            case 429 -> new RingCadenceException(429, msg, true);
            default -> new RingCadenceException(resp.code(), msg, false);
        };
    }
}
