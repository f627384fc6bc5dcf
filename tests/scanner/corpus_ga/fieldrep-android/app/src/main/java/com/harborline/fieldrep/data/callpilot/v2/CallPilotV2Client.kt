package com.harborline.fieldrep.data.callpilot.v2

import com.squareup.moshi.JsonClass
import com.squareup.moshi.Moshi
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

/**
 * Spike (ANDR-1024): click-to-call through the v2 API. Only used behind the
 * `callpilot_v2_dial` remote flag for now.
 */
class CallPilotV2Client(
    private val http: OkHttpClient,
    private val moshi: Moshi,
    private val tokenProvider: () -> String,
) {
    private val base = "https://api.callpilot.io/api/public/v2"

    @JsonClass(generateAdapter = true)
    data class ProblemError(val code: String, val message: String)

    @JsonClass(generateAdapter = true)
    data class V2ErrorEnvelope(val error: ProblemError)

    fun dial(toNumber: String): Result<String> {
        val req = Request.Builder()
            .url("$base/calls")
            .header("Authorization", "Bearer ${tokenProvider()}")
            .post("""{"to":"$toNumber"}""".toRequestBody())
            .build()
        http.newCall(req).execute().use { resp ->
            if (resp.isSuccessful) return Result.success(resp.body!!.string())
            val env = resp.body?.string()?.let { moshi.adapter(V2ErrorEnvelope::class.java).fromJson(it) }
            return when (env?.error?.code) {
                "user_not_provisioned" -> Result.failure(IllegalStateException("Ask an admin to add you to CallPilot"))
                "rate_limited" -> Result.failure(IllegalStateException("Slow down"))
                else -> Result.failure(IllegalStateException(env?.error?.message ?: "HTTP ${resp.code}"))
            }
        }
    }
}
