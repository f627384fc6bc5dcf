package com.kestrelledger.repapp.callbrook

import com.kestrelledger.repapp.BuildConfig
import com.kestrelledger.repapp.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response

class LegacyAuthInterceptor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header("x-api-key", BuildConfig.CALLBROOK_SHARED_KEY)
            .header("x-user-email", session.repEmail())
            .build()
        return chain.proceed(req)
    }
}
