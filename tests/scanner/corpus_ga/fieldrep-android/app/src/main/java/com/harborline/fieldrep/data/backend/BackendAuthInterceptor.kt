package com.harborline.fieldrep.data.backend

import com.harborline.fieldrep.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import javax.inject.Inject

/**
 * Auth for our own FieldRep backend (fieldrep-api.harborline.com).
 * The backend trusts the Okta access token and uses X-User-Email only for audit logging.
 */
class BackendAuthInterceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val rep = session.currentRep() ?: return chain.proceed(chain.request())
        val req = chain.request().newBuilder()
            .header("Authorization", "Bearer ${session.accessToken()}")
            .header("X-User-Email", rep.email)
            .header("X-User-Id", rep.employeeId)
            .build()
        return chain.proceed(req)
    }
}
