package co.tallyfield.app.dialer

import co.tallyfield.app.BuildConfig
import co.tallyfield.app.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response

/**
 * Adds Ringlio's shared key + the signed-in rep's email.
 * FIXME: shipping the key in the APK is bad, move calls behind tallyfield-api (PLAT-1990)
 */
class RinglioAuthInterceptor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val builder = chain.request().newBuilder()
            .header("x-api-key", BuildConfig.RINGLIO_API_KEY)
        session.currentUser()?.email?.let { builder.header("x-user-email", it) }
        return chain.proceed(builder.build())
    }
}
