package com.harbourline.fieldsales.ringcast

import com.harbourline.fieldsales.BuildConfig
import com.harbourline.fieldsales.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response

class RingcastAuthInterceptor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header("x-api-key", BuildConfig.RINGCAST_KEY)
            .header("x-user-email", session.email.orEmpty())
            .build()
        return chain.proceed(req)
    }
}
