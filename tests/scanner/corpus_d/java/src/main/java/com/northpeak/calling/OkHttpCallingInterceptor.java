package com.northpeak.calling;

import java.io.IOException;

import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Used by the batch exporter (plain OkHttp, no Spring). Only decorates requests
 * that go to the calling host; the geo and CRM hosts get their own interceptors.
 */
public final class OkHttpCallingInterceptor implements Interceptor {

    private static final String CALLING_HOST = "calls.internal";
    private static final String LEGACY_PATH_PREFIX = "/api/public/v1/";
    private static final String KEY_HEADER_NAME = "X-API-KEY";

    private final String apiKey;

    public OkHttpCallingInterceptor(String apiKey) {
        this.apiKey = apiKey;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request original = chain.request();
        HttpUrl url = original.url();
        if (!CALLING_HOST.equals(url.host())) {
            return chain.proceed(original);
        }
        Request.Builder b = original.newBuilder();
        if (url.encodedPath().startsWith(LEGACY_PATH_PREFIX)) {
            b.header(KEY_HEADER_NAME, apiKey);
        } else {
            b.header("Authorization", "Bearer " + apiKey);
        }
        return chain.proceed(b.build());
    }
}
