package com.harborline.reports.billing;

import java.io.IOException;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/** Commission statements from CarrierHub. */
public class CarrierHubClient {
    private final OkHttpClient http = new OkHttpClient();
    private final String baseUrl;
    private final String apiKey;

    public CarrierHubClient(String baseUrl, String apiKey) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
    }

    public String statements(String month) throws IOException {
        Request req = new Request.Builder()
            .url(baseUrl + "statements?month=" + month)
            .header("x-api-key", apiKey)
            .header("X-User-Id", "harborline-reports")
            .build();
        try (Response res = http.newCall(req).execute()) {
            if (res.code() == 404) {
                return "";
            }
            if (res.code() == 502 || res.code() == 503) {
                throw new IOException("CarrierHub unavailable");
            }
            return res.body().string();
        }
    }
}
