package io.orbitly.integrations.common

import okhttp3.Interceptor
import okhttp3.Response

/** Adds a fixed set of headers to every request of one vendor's OkHttp client. */
class StaticHeaders(private val headers: Map<String, String>) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val builder = chain.request().newBuilder()
        headers.forEach { (k, v) -> builder.header(k, v) }
        return chain.proceed(builder.build())
    }
}

object CommonHeaders {
    const val REQUEST_ID = "X-Request-Id"
    const val USER_AGENT = "User-Agent"
    const val ORBITLY_UA = "orbitly-integrations/4.2"
}
