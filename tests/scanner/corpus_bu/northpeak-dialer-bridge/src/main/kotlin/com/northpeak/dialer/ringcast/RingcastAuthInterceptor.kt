package com.northpeak.dialer.ringcast

import okhttp3.Interceptor
import okhttp3.Response

class RingcastAuthInterceptor(private val props: RingcastProperties) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val request = chain.request().newBuilder()
            .header(RingcastHeaders.API_KEY, props.apiKey)
            .header(RingcastHeaders.ACTING_USER, props.actingUserId)
            .header("Accept", "application/json")
            .build()
        return chain.proceed(request)
    }
}
