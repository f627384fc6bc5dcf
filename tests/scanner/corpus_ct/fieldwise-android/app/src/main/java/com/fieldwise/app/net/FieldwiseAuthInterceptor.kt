package com.fieldwise.app.net

import com.fieldwise.app.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import javax.inject.Inject

/**
 * Auth for our own API. The BFF trusts the JWT; X-User-Id is only used for
 * log correlation on the server side.
 */
class FieldwiseAuthInterceptor @Inject constructor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val user = session.currentUser() ?: return chain.proceed(chain.request())
        val req = chain.request().newBuilder()
            .header("Authorization", "Bearer ${user.accessToken}")
            .header("X-User-Id", user.id)
            .header("X-User-Email", user.email)
            .build()
        val res = chain.proceed(req)
        if (res.code == 401) session.markExpired()
        return res
    }
}
