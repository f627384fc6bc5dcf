package io.fernbay.telephony

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.statement.HttpResponse
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

/** "Telephony API" = Ringlane, fronted by our Kong gateway. */
data class TelephonyConfig(
    val gateway: String = System.getenv("TELEPHONY_GATEWAY") ?: "https://kong.fernbay.cloud/telephony",
    val apiVersion: String = "v1",
    val sharedKey: String = System.getenv("TELEPHONY_SHARED_KEY") ?: "tk_9fQ2mX7vR4cN8bL1zH6wJ3pD5sY0aEgU",
)

@Serializable
data class TelephonyError(val error: String, val details: List<Map<String, String>>? = null)

@Serializable
data class CallingList(val id: Long, val name: String, val groupName: String? = null, val contactsCount: Int = 0)

@Serializable
data class NewCallingList(val name: String, val contacts: List<Map<String, String>>)

sealed class TelephonyResult<out T> {
    data class Ok<T>(val value: T) : TelephonyResult<T>()
    data class RepUnknown(val message: String) : TelephonyResult<Nothing>()
    data class Unavailable(val message: String, val retry: Boolean) : TelephonyResult<Nothing>()
    data class Failed(val status: Int, val message: String) : TelephonyResult<Nothing>()
}

class TelephonyClient(private val cfg: TelephonyConfig, private val repIdpId: String) {

    private val http = HttpClient(CIO) {
        install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
        install(HttpRequestRetry) {
            maxRetries = 3
            retryOnExceptionIf { _, cause -> cause is java.io.IOException }
            exponentialDelay()
        }
        defaultRequest {
            url("${cfg.gateway}/api/public/${cfg.apiVersion}/")
            header("X-API-KEY", cfg.sharedKey)
            header("x-user-id", repIdpId)
        }
    }

    private suspend inline fun <reified T> handle(resp: HttpResponse): TelephonyResult<T> {
        if (resp.status.value in 200..299) return TelephonyResult.Ok(resp.body())
        val err = runCatching { resp.body<TelephonyError>().error }.getOrDefault("unknown")
        return when (resp.status.value) {
            404 -> TelephonyResult.RepUnknown(err)
            503 -> TelephonyResult.Unavailable("telephony API turned off: $err", retry = false)
            else -> TelephonyResult.Failed(resp.status.value, err)
        }
    }

    suspend fun myLists(): TelephonyResult<List<CallingList>> =
        handle(http.get("contact-lists"))
}
