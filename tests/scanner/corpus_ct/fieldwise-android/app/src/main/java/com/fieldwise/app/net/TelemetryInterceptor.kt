package com.fieldwise.app.net

import com.fieldwise.app.BuildConfig
import okhttp3.Interceptor
import okhttp3.Response

/** API Gateway in front of the telemetry lambda wants a usage-plan key. */
class TelemetryInterceptor(private val gatewayKey: String) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header("x-api-key", gatewayKey)
            .header("X-App-Version", BuildConfig.VERSION_NAME)
            .build()
        val res = chain.proceed(req)
        // 502/503 from the gateway just mean the lambda is cold or throttled; drop the batch.
        if (res.code == 502 || res.code == 503) {
            res.close()
            return chain.proceed(req)
        }
        return res
    }
}
