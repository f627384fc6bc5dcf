package com.orchardly.campaigns.ringlane

import okhttp3.Interceptor
import okhttp3.Response

/** Retries Ringlane calls that failed because Ringlane could not reach Auth0 (502) or throttled us. */
class RinglaneRetryInterceptor(private val maxAttempts: Int = 3) : Interceptor {
    private val retryable = setOf(429, 502)

    override fun intercept(chain: Interceptor.Chain): Response {
        var response = chain.proceed(chain.request())
        var attempt = 1
        while (response.code in retryable && attempt < maxAttempts) {
            response.close()
            Thread.sleep(250L * attempt * attempt)
            response = chain.proceed(chain.request())
            attempt++
        }
        return response
    }
}
