package co.northbeam.reps.callspring

import co.northbeam.reps.BuildConfig
import co.northbeam.reps.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response

/** Adds the shared Callspring key and the rep's Okta user id to every Callspring request. */
class CallspringAuthInterceptor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header("x-api-key", BuildConfig.CALLSPRING_API_KEY)
            .header("x-user-id", session.oktaUserId ?: "")
            .build()
        return chain.proceed(req)
    }
}
