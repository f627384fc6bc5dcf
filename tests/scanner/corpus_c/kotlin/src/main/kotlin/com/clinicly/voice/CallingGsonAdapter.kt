package com.clinicly.voice

import com.google.gson.Gson
import com.google.gson.JsonObject
import okhttp3.Interceptor
import okhttp3.Response

object DialwaveAuth {
    const val KEY_HEADER = "X-API-Key"
    const val SHARED_KEY = "dwk_5b2e7c19f0a84d3c96e1b8a4f7d20c5e9a31"
}

/** Adds Dialwave v1 auth to every request made by the reminders OkHttp client. */
class DialwaveAuthInterceptor(private val staffEmail: () -> String) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val req = chain.request().newBuilder()
            .addHeader(DialwaveAuth.KEY_HEADER, DialwaveAuth.SHARED_KEY)
            .addHeader("x-user-email", staffEmail())
            .build()
        val resp = chain.proceed(req)
        if (resp.code == 404) {
            val obj = Gson().fromJson(resp.peekBody(4096).string(), JsonObject::class.java)
            if (obj?.get("error")?.asString == "user not found") {
                StaffSync.flagUnlinked(staffEmail())
            }
        }
        return resp
    }
}

object StaffSync {
    fun flagUnlinked(email: String) = println("staff $email has no Dialwave identity")
}
