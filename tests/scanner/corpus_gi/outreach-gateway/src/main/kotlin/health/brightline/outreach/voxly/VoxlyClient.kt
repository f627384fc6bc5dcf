package health.brightline.outreach.voxly

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.okhttp.OkHttp
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.http.isSuccess
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class V2Error(val code: String, val message: String, val requestId: String? = null)

@Serializable
data class V2ErrorEnvelope(val error: V2Error)

@Serializable
data class CallRequest(val to: String, val flowId: String, val metadata: Map<String, String> = emptyMap())

@Serializable
data class CallCreated(val id: String, val status: String)

class VoxlyApiException(val status: Int, val code: String, message: String) : RuntimeException(message)

/** v2 client: scoped key (vx_live_<uuid>.<secret>) in Authorization, no acting-user header. */
class VoxlyClient(baseUrl: String, apiKey: String) {
    private val json = Json { ignoreUnknownKeys = true }
    private val http = HttpClient(OkHttp) {
        install(ContentNegotiation) { json(json) }
        install(HttpRequestRetry) {
            retryOnServerErrors(maxRetries = 2)
            exponentialDelay()
        }
        defaultRequest {
            url("$baseUrl/")
            bearerAuth(apiKey)
        }
    }

    suspend fun placeCall(req: CallRequest): CallCreated {
        val resp = http.post("calls") {
            contentType(ContentType.Application.Json)
            setBody(req)
        }
        if (resp.status.isSuccess()) return resp.body()
        val env = runCatching { resp.body<V2ErrorEnvelope>() }.getOrNull()
        throw when (env?.error?.code) {
            "rate_limited" -> VoxlyApiException(429, "rate_limited", env.error.message)
            "not_found" -> VoxlyApiException(404, "not_found", env.error.message)
            else -> VoxlyApiException(resp.status.value, env?.error?.code ?: "unknown", env?.error?.message ?: "")
        }
    }
}
