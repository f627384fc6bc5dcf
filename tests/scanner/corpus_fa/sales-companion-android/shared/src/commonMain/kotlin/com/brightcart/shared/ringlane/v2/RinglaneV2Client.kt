package com.brightcart.shared.ringlane.v2

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.ClientRequestException
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.http.HttpStatusCode
import kotlinx.serialization.Serializable

/** New client for the v2 API; rolled out behind the `ringlane_v2` flag. */
@Serializable
data class V2Problem(val error: V2ErrorObject)

@Serializable
data class V2ErrorObject(val code: String, val message: String, val requestId: String? = null)

@Serializable
data class V2Audience(val id: String, val name: String, val size: Int)

class RinglaneV2Client(private val http: HttpClient, private val key: String) {
    private val client = http.config {
        defaultRequest { url("https://api.ringlane.io/api/public/v2/") }
    }

    suspend fun audiences(): List<V2Audience> = try {
        client.get("audiences") { bearerAuth(key) }.body()
    } catch (e: ClientRequestException) {
        val problem = runCatching { e.response.body<V2Problem>() }.getOrNull()
        when {
            problem?.error?.code == "audience_not_found" -> emptyList()
            e.response.status == HttpStatusCode.NotFound -> emptyList()
            else -> throw e
        }
    }
}
