package com.kestrelledger.repapp.net

import com.kestrelledger.repapp.session.SessionStore
import okhttp3.Interceptor
import okhttp3.Response

/** Adds identity headers for calls to our own rep-gateway (https://rep-gw.kestrelledger.com). */
class BackendInterceptor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .header("X-User-Id", session.userId())
            .header("X-User-Email", session.repEmail())
            .header("X-App-Version", "4.12.0")
            .build()
        val resp = chain.proceed(req)
        if (resp.code == 401) session.signOut()
        return resp
    }
}
