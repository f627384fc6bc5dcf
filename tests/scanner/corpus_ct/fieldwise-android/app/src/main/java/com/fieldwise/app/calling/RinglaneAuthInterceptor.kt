package com.fieldwise.app.calling

import com.fieldwise.app.BuildConfig
import com.fieldwise.app.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import java.util.UUID
import javax.inject.Inject

/**
 * Adds the shared Ringlane key and the acting rep to every dialer call.
 * The acting user must be the rep's Ringlane login email, otherwise Ringlane
 * answers 400.
 */
class RinglaneAuthInterceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {

    override fun intercept(chain: Interceptor.Chain): Response {
        val builder = chain.request().newBuilder()
            .header(RinglaneHeaders.API_KEY, BuildConfig.RINGLANE_API_KEY)
            .header(RinglaneHeaders.REQUEST_ID, UUID.randomUUID().toString())
            .header(RinglaneHeaders.CLIENT, "fieldwise-android/${BuildConfig.VERSION_NAME}")

        session.currentUser()?.ringlaneEmail?.let { email ->
            builder.header(RinglaneHeaders.ACTING_USER, email)
        }
        return chain.proceed(builder.build())
    }
}
