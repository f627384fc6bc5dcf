package io.orbitly.integrations.twilio

import io.orbitly.integrations.common.twilioFailure
import okhttp3.Credentials
import okhttp3.FormBody
import okhttp3.OkHttpClient
import okhttp3.Request

class TwilioSms(private val baseUrl: String, private val sid: String, private val token: String) {
    private val http = OkHttpClient()

    fun send(to: String, from: String, body: String) {
        val req = Request.Builder()
            .url("${baseUrl}Accounts/$sid/Messages.json")
            .header("Authorization", Credentials.basic(sid, token))
            .post(FormBody.Builder().add("To", to).add("From", from).add("Body", body).build())
            .build()
        http.newCall(req).execute().use { resp ->
            if (!resp.isSuccessful) throw twilioFailure(resp.code, resp.body?.string())
        }
    }
}
