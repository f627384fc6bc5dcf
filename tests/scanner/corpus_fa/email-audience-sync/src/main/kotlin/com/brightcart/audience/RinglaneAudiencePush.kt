package com.brightcart.audience

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.plugins.ClientRequestException
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.HttpStatusCode

data class RlProblem(val error: RlProblemBody)
data class RlProblemBody(val code: String, val message: String)

/**
 * Pushes newsletter engagers to Ringlane as a call audience. Already on v2
 * (migrated in PLAT-2231), key format rl_live_<uuid>.<secret> from Vault.
 */
class RinglaneAudiencePush(private val http: HttpClient, private val v2Key: String) {
    suspend fun push(audienceId: String, phones: List<String>) {
        try {
            http.post("https://api.ringlane.io/api/public/v2/audiences/$audienceId/members") {
                bearerAuth(v2Key)
                setBody(mapOf("phones" to phones))
            }
        } catch (e: ClientRequestException) {
            val problem = runCatching { e.response.body<RlProblem>() }.getOrNull()
            if (e.response.status == HttpStatusCode.NotFound && problem?.error?.code == "audience_not_found") return
            if (problem?.error?.code == "rate_limited") throw RetryLater()
            throw e
        }
    }
}

class RetryLater : RuntimeException()
