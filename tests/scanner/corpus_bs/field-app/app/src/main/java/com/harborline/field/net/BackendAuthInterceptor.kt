package com.harborline.field.net

import okhttp3.Interceptor
import okhttp3.Response

/**
 * Adds identity to calls to OUR backend (app.harborlinesolar.com/api).
 * The backend sits behind AWS API Gateway which wants a usage-plan key.
 */
class BackendAuthInterceptor(
    private val gatewayKey: String,
    private val session: SessionStore,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header("x-api-key", gatewayKey)
            .header("Authorization", "Bearer ${session.accessToken()}")
            .header("X-User-Email", session.email() ?: "")
            .header("X-User-Id", session.subject() ?: "")
            .build()
        val resp = chain.proceed(req)
        if (resp.code == 401) session.markExpired()
        return resp
    }
}

interface SessionStore {
    fun accessToken(): String?
    fun email(): String?
    fun subject(): String?
    fun markExpired()
}
