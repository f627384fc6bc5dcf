package com.tidewater.reports.internal;

import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;

/**
 * Uploads finished reports to the agent portal's own API (/api/reports). The portal
 * backend trusts X-User-Id / X-User-Email from services inside the mesh.
 */
public class PortalApiClient {

    private static final MediaType PDF = MediaType.get("application/pdf");

    private final OkHttpClient http;
    private final String portalBase;

    public PortalApiClient(String portalBase, String serviceUserId, String serviceUserEmail) {
        this.portalBase = portalBase;
        Interceptor identity = chain -> chain.proceed(chain.request().newBuilder()
                .header("X-User-Id", serviceUserId)
                .header("X-User-Email", serviceUserEmail)
                .build());
        this.http = new OkHttpClient.Builder().addInterceptor(identity).build();
    }

    public void upload(String name, byte[] pdf) throws IOException {
        Request req = new Request.Builder()
                .url(portalBase + "/api/reports/" + name)
                .put(RequestBody.create(pdf, PDF))
                .build();
        try (Response resp = http.newCall(req).execute()) {
            if (resp.code() == 404) {
                throw new IOException("portal report folder missing");
            }
            if (!resp.isSuccessful()) {
                throw new IOException("portal upload failed: " + resp.code());
            }
        }
    }
}
