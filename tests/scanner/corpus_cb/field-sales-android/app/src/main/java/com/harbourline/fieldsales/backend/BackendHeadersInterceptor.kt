package com.harbourline.fieldsales.backend

import com.harbourline.fieldsales.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response

/** Our own field-sales backend (fieldsales-api) identifies the rep via these headers. */
class BackendHeadersInterceptor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val builder = chain.request().newBuilder()
            .header("Authorization", "Bearer ${session.accessToken}")
        session.userId?.let { builder.header("X-User-Id", it) }
        session.email?.let { builder.header("X-User-Email", it) }
        val response = chain.proceed(builder.build())
        if (response.code == 401) session.markExpired()
        return response
    }
}
