package com.fieldnest.shared.dialstream

import com.fieldnest.shared.BuildKonfig
import com.fieldnest.shared.net.dialstreamHttpClient
import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.http.isSuccess
import kotlinx.serialization.Serializable

@Serializable
data class Recording(val id: String, val callId: String, val url: String, val durationSec: Int)

@Serializable
private data class V2Error(val error: V2ErrorObject)

@Serializable
private data class V2ErrorObject(val code: String, val message: String, val requestId: String? = null)

class DialstreamV2Exception(val code: String, message: String) : Exception(message)

/**
 * Already on Dialstream v2: recordings. Uses a workspace key of the form
 * ds_live_<uuid>.<secret>; no acting-user header is needed.
 */
class DialstreamV2Api(
    private val client: HttpClient = dialstreamHttpClient(),
    private val baseUrl: String = BuildKonfig.DIALSTREAM_V2_BASE_URL,
    private val key: String = BuildKonfig.DIALSTREAM_V2_KEY,
) {
    suspend fun recordings(callId: String): List<Recording> {
        val res = client.get("$baseUrl/calls/$callId/recordings") { bearerAuth(key) }
        if (!res.status.isSuccess()) {
            val err = runCatching { res.body<V2Error>().error }.getOrNull()
            when (err?.code) {
                "not_found" -> return emptyList()
                "rate_limited" -> throw DialstreamV2Exception(err.code, "Slow down")
                else -> throw DialstreamV2Exception(err?.code ?: "unknown", err?.message ?: res.status.description)
            }
        }
        return res.body()
    }
}
