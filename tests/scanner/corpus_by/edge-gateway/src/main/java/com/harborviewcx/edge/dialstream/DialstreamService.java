package com.harborviewcx.edge.dialstream;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import retrofit2.Response;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;

@Service
public class DialstreamService {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final DialstreamV1Api api;
    private final String apiKey;
    private final String serviceUserId;

    public DialstreamService(@Value("${dialstream.base-url}") String baseUrl,
                             @Value("${dialstream.api-key}") String apiKey,
                             @Value("${dialstream.service-user-id}") String serviceUserId) {
        this.api = new Retrofit.Builder().baseUrl(baseUrl)
                .addConverterFactory(JacksonConverterFactory.create()).build()
                .create(DialstreamV1Api.class);
        this.apiKey = apiKey;
        this.serviceUserId = serviceUserId;
    }

    public List<Map<String, Object>> contactLists() throws IOException {
        Response<List<Map<String, Object>>> r = api.listContactLists(apiKey, serviceUserId).execute();
        if (r.isSuccessful()) return r.body();
        DialstreamErrorBody err = MAPPER.readValue(r.errorBody().bytes(), DialstreamErrorBody.class);
        switch (r.code()) {
            case 502:
                throw new DialstreamUnavailableException("IdP unreachable: " + err.error, true);
            case 503:
                throw new DialstreamUnavailableException("Public API switched off in Dialstream admin", false);
            case 404:
                if ("user not found".equalsIgnoreCase(err.error)) {
                    throw new IllegalStateException("service user " + serviceUserId + " was deprovisioned");
                }
                // fallthrough
            default:
                throw new IOException("dialstream " + r.code() + ": " + err.error);
        }
    }

    public static class DialstreamUnavailableException extends RuntimeException {
        public final boolean retryable;
        public DialstreamUnavailableException(String m, boolean retryable) { super(m); this.retryable = retryable; }
    }
}
