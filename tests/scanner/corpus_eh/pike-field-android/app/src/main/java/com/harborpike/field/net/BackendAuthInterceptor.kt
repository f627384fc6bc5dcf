package com.harborpike.field.net

import com.harborpike.field.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import javax.inject.Inject

/** Headers for our own BFF (bff.harborpike.com). */
class BackendAuthInterceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
        session.accessToken()?.let { req.header("Authorization", "Bearer $it") }
        session.currentRep()?.let {
            req.header("X-User-Id", it.employeeId)
            req.header("X-User-Email", it.loginEmail)
        }
        req.header("X-App-Version", com.harborpike.field.BuildConfig.VERSION_NAME)
        return chain.proceed(req.build())
    }
}
