package com.harborline.renewals.carriers;

import java.io.IOException;
import java.util.Set;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** Carrier rating gateway (AWS API Gateway, usage-plan key). */
@Component
public class CarrierGatewayClient {
    private static final Set<Integer> RETRY = Set.of(502, 503, 504);
    private final OkHttpClient http = new OkHttpClient();
    private final String baseUrl;
    private final String apiKey;

    public CarrierGatewayClient(@Value("${harborline.carriers.gateway-url}") String baseUrl,
                                @Value("${harborline.carriers.api-key}") String apiKey) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
    }

    public String renewalQuote(String policyNumber) throws IOException {
        for (int attempt = 1; ; attempt++) {
            Request req = new Request.Builder()
                    .url(baseUrl + "/renewals/" + policyNumber)
                    .header("x-api-key", apiKey)
                    .build();
            try (Response resp = http.newCall(req).execute()) {
                if (RETRY.contains(resp.code()) && attempt < 3) continue;
                if (resp.code() == 404) return null;
                return resp.body().string();
            }
        }
    }
}
