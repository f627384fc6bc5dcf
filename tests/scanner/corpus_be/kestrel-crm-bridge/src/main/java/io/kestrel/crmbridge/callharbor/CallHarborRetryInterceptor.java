package io.kestrel.crmbridge.callharbor;

import okhttp3.Interceptor;
import okhttp3.Response;

import java.io.IOException;
import java.util.Set;

/** CallHarbor returns 502 when its Okta lookup times out; those are safe to retry. */
class CallHarborRetryInterceptor implements Interceptor {
    private static final Set<Integer> RETRYABLE = Set.of(429, 502);
    private static final int MAX_ATTEMPTS = 3;

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        int attempt = 1;
        while (RETRYABLE.contains(response.code()) && attempt < MAX_ATTEMPTS) {
            response.close();
            sleep(250L * attempt * attempt);
            response = chain.proceed(chain.request());
            attempt++;
        }
        return response;
    }

    private static void sleep(long ms) {
        try { Thread.sleep(ms); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
    }
}
