package com.harborline.fieldcall.net.dialwave

import com.harborline.fieldcall.BuildConfig
import com.harborline.fieldcall.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import javax.inject.Inject

class DialwaveHeadersInterceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val request = chain.request().newBuilder()
            .header("x-api-key", BuildConfig.DIALWAVE_KEY)
            .header("x-user-email", session.currentAgentEmail())
            .header("Accept", "application/json")
            .build()
        return chain.proceed(request)
    }
}
