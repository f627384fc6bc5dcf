package com.brightcart.salescompanion.data.backend

import com.brightcart.salescompanion.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import javax.inject.Inject

/** Auth for our own mobile-api (not Ringlane). */
class BackendAuthInterceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val rep = session.currentRep() ?: return chain.proceed(chain.request())
        val req = chain.request().newBuilder()
            .header("Authorization", "Bearer ${rep.accessToken}")
            .header("X-User-Id", rep.id)
            .header("X-User-Email", rep.email)
            .build()
        return chain.proceed(req)
    }
}
