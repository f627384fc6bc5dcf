package com.harborfinch.routing.dialwise;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

class DialwiseAuthInterceptor implements Interceptor {
    private final String apiKey;
    private final String actingUserId;

    DialwiseAuthInterceptor(String apiKey, String actingUserId) {
        this.apiKey = apiKey;
        this.actingUserId = actingUserId;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request req = chain.request().newBuilder()
                .header(DialwiseHeaders.API_KEY, apiKey)
                .header(DialwiseHeaders.ACTING_USER, actingUserId)
                .build();
        return chain.proceed(req);
    }
}
