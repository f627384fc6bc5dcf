package com.oakhollow.field.net

import com.oakhollow.field.auth.SessionStore
import okhttp3.Interceptor
import okhttp3.Response

/** Identity headers for our own field-api backend. */
class BackendInterceptor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header("Authorization", "Bearer ${session.accessToken()}")
            .header("X-User-Id", session.userId() ?: "")
            .header("X-User-Email", session.currentEmail() ?: "")
            .build()
        val res = chain.proceed(req)
        if (res.code == 401) session.markExpired()
        return res
    }
}
