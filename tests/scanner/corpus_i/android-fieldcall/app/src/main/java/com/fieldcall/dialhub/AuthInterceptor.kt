package com.fieldcall.dialhub

import com.fieldcall.app.BuildConfig
import okhttp3.Interceptor
import okhttp3.Response

object DialHubHeaders {
    const val KEY = "x-api-key"
    const val ACTING_USER = "x-user-email"
}

class AuthInterceptor(private val session: UserSession) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header(DialHubHeaders.KEY, BuildConfig.DIALHUB_SHARED_KEY)
            .header(DialHubHeaders.ACTING_USER, session.email)
            .build()
        return chain.proceed(req)
    }
}

/** Weather widget: their API really does use x-api-key. */
class WeatherKeyInterceptor(private val key: String) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response =
        chain.proceed(chain.request().newBuilder().header("x-api-key", key).build())
}
