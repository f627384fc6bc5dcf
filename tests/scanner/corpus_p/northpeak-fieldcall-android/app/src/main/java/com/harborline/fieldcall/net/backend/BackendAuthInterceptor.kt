package com.harborline.fieldcall.net.backend

import com.harborline.fieldcall.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import javax.inject.Inject

/** Adds the agent's session to calls against our own FieldCall backend. */
class BackendAuthInterceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val token = session.accessToken() ?: return chain.proceed(chain.request())
        val req = chain.request().newBuilder()
            .header("Authorization", "Bearer $token")
            .header("X-User-Id", session.agentId())
            .build()
        val resp = chain.proceed(req)
        if (resp.code == 401) session.markExpired()
        return resp
    }
}
