package com.harborline.field.net

import okhttp3.Interceptor
import okhttp3.Response

class DialfrontAuthInterceptor(
    private val apiKey: String,
    private val currentRepEmail: () -> String?,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val builder = chain.request().newBuilder()
            .header("x-api-key", apiKey)
        currentRepEmail()?.let { builder.header("x-user-email", it) }
        return chain.proceed(builder.build())
    }
}
