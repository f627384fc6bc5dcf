package com.harborpike.field.calling.v2

import com.harborpike.field.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import javax.inject.Inject

/** v2 uses a per-integration key (rl_live_<uuid>.<secret>) fetched from our BFF. */
class RinglaneV2Interceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val token = session.ringlaneV2Token() ?: return chain.proceed(chain.request())
        return chain.proceed(
            chain.request().newBuilder()
                .header("Authorization", "Bearer $token")
                .build()
        )
    }
}
