package com.harborline.reports.dialer;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/** DialWise returns 502 when their login provider is down; it clears in seconds. */
class DialWiseRetryInterceptor implements Interceptor {
    private static final int MAX_TRIES = 3;

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response res = chain.proceed(chain.request());
        int tries = 1;
        while (res.code() == 502 && tries < MAX_TRIES) {
            res.close();
            try {
                Thread.sleep(400L * tries);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            res = chain.proceed(chain.request());
            tries++;
        }
        return res;
    }
}
