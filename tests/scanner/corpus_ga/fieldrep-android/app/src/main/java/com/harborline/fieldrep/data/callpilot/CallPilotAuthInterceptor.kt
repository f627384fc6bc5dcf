package com.harborline.fieldrep.data.callpilot

import com.harborline.fieldrep.BuildConfig
import com.harborline.fieldrep.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response
import java.util.UUID
import javax.inject.Inject

/**
 * Adds the shared CallPilot key and the acting rep to every call made through
 * the CallPilot OkHttpClient. Do NOT add this to the backend client.
 */
class CallPilotAuthInterceptor @Inject constructor(
    private val session: SessionStore,
) : Interceptor {

    private val apiKey: String
        get() = BuildConfig.CALLPILOT_API_KEY.ifBlank { BuildConfig.CALLPILOT_FALLBACK_KEY }

    override fun intercept(chain: Interceptor.Chain): Response {
        val builder = chain.request().newBuilder()
            .header(CallPilotHeaders.API_KEY, apiKey)
            .header(CallPilotHeaders.REQUEST_ID, UUID.randomUUID().toString())

        val rep = session.currentRep()
        if (rep != null) {
            // Prefer the Okta subject; fall back to email for reps migrated from the old tenant.
            if (rep.oktaId != null) {
                builder.header(CallPilotHeaders.ACTING_USER_ID, rep.oktaId)
            } else {
                builder.header(CallPilotHeaders.ACTING_USER_EMAIL, rep.email)
            }
        }
        return chain.proceed(builder.build())
    }
}
