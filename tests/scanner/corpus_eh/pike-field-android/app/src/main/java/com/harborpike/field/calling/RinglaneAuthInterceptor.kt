package com.harborpike.field.calling

import com.harborpike.field.BuildConfig
import com.harborpike.field.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import javax.inject.Inject

/**
 * Ringlane authenticates with one shared company key; the rep on whose behalf we act
 * is identified by their SSO login email.
 */
class RinglaneAuthInterceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {

    override fun intercept(chain: Interceptor.Chain): Response {
        val rep = session.currentRep()
        val builder = chain.request().newBuilder()
            .header("x-api-key", BuildConfig.RINGLANE_API_KEY)
            .header("Accept", "application/json")
        if (rep != null) {
            builder.header("x-user-email", rep.loginEmail)
        }
        return chain.proceed(builder.build())
    }
}
