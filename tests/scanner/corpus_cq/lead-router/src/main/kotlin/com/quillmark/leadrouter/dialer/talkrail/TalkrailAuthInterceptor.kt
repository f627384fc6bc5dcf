package com.quillmark.leadrouter.dialer.talkrail

import okhttp3.Interceptor
import okhttp3.Response

class TalkrailAuthInterceptor(
    private val apiKey: String,
    private val actingUserEmail: String,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header("x-api-key", apiKey)
            .header("x-user-email", actingUserEmail)
            .build()
        return chain.proceed(req)
    }
}
