package com.harborline.fieldcall.net.backend

import okhttp3.Interceptor
import okhttp3.Response

/** Our backend sits behind an ALB that returns 502/503 during deploys. */
class BackendRetryInterceptor(private val maxAttempts: Int = 3) : Interceptor {
    private val retryable = setOf(502, 503, 504)

    override fun intercept(chain: Interceptor.Chain): Response {
        var attempt = 0
        var response = chain.proceed(chain.request())
        while (response.code in retryable && attempt < maxAttempts) {
            response.close()
            Thread.sleep(250L * (1 shl attempt))
            attempt++
            response = chain.proceed(chain.request())
        }
        return response
    }
}
