package com.harborline.fieldrep.data.callpilot

import okhttp3.Interceptor
import okhttp3.Response
import java.io.IOException

/**
 * Retries transient CallPilot failures with a short backoff. 502 from CallPilot
 * means their Okta lookup timed out, which usually clears within a second.
 */
class CallPilotRetryInterceptor(
    private val maxAttempts: Int = 3,
    private val baseDelayMs: Long = 400,
) : Interceptor {

    private val retryable = setOf(429, 502)

    override fun intercept(chain: Interceptor.Chain): Response {
        var attempt = 0
        var response = chain.proceed(chain.request())
        while (response.code in retryable && attempt < maxAttempts - 1) {
            response.close()
            attempt++
            try {
                Thread.sleep(baseDelayMs * (1L shl attempt))
            } catch (ie: InterruptedException) {
                throw IOException("interrupted during retry", ie)
            }
            response = chain.proceed(chain.request())
        }
        return response
    }
}
