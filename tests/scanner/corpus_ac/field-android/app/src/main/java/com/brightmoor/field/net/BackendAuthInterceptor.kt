package com.brightmoor.field.net

import com.brightmoor.field.auth.Session
import okhttp3.Interceptor
import okhttp3.Response

/** Adds identity headers for OUR field API (field-api.brightmoor.de), not for Ringlane. */
class BackendAuthInterceptor(private val session: Session) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header("Authorization", "Bearer ${session.accessToken}")
            .header("X-User-Id", session.oktaUserId)
            .header("X-User-Email", session.email)
            .build()
        val res = chain.proceed(req)
        if (res.code == 401) session.invalidate()
        return res
    }
}
