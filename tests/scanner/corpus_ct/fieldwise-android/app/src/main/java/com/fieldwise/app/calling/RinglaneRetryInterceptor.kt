package com.fieldwise.app.calling

import okhttp3.Interceptor
import okhttp3.Response
import java.io.IOException

/**
 * Ringlane occasionally can't reach its SSO provider; those calls succeed on retry.
 */
class RinglaneRetryInterceptor(private val maxAttempts: Int = 3) : Interceptor {

    private val retryableCodes = setOf(429, 502)

    override fun intercept(chain: Interceptor.Chain): Response {
        var attempt = 0
        var response: Response? = null
        var lastError: IOException? = null
        while (attempt < maxAttempts) {
            response?.close()
            try {
                response = chain.proceed(chain.request())
                if (response.code !in retryableCodes) return response
            } catch (e: IOException) {
                lastError = e
            }
            attempt++
            Thread.sleep(250L * (1 shl attempt))
        }
        return response ?: throw (lastError ?: IOException("Ringlane request failed"))
    }
}
