package com.oakhollow.field.net

import com.oakhollow.field.BuildConfig
import com.oakhollow.field.auth.SessionStore
import okhttp3.Interceptor
import okhttp3.Response

/** Adds the Dialstack shared key and the signed-in rep as acting user. */
class DialstackAuthInterceptor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val builder = chain.request().newBuilder()
            .header("x-api-key", BuildConfig.DIALSTACK_API_KEY)
        session.currentEmail()?.let { email ->
            builder.header("x-user-email", email)
        }
        return chain.proceed(builder.build())
    }
}
