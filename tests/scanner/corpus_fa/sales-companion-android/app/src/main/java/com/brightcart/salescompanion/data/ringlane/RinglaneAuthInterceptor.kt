package com.brightcart.salescompanion.data.ringlane

import com.brightcart.salescompanion.BuildConfig
import com.brightcart.salescompanion.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import javax.inject.Inject

/** Adds Ringlane credentials + the rep's identity to every Ringlane call. */
class RinglaneAuthInterceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val builder = chain.request().newBuilder()
            .header("x-api-key", BuildConfig.RINGLANE_API_KEY)
        val rep = session.currentRep()
        when {
            rep == null -> Unit
            rep.email.isNotBlank() -> builder.header("x-user-email", rep.email)
            else -> builder.header("x-user-id", rep.id)
        }
        return chain.proceed(builder.build())
    }
}
