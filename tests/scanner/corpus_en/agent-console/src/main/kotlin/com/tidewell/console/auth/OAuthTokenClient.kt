package com.tidewell.console.auth

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.forms.submitForm
import io.ktor.http.Parameters
import io.ktor.http.isSuccess
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class TokenResponse(
    @SerialName("access_token") val accessToken: String,
    @SerialName("expires_in") val expiresIn: Long,
)

@Serializable
data class OAuthError(
    val error: String,
    @SerialName("error_description") val description: String? = null,
)

class OAuthTokenClient(private val http: HttpClient, private val tokenUrl: String) {

    suspend fun exchange(code: String, clientId: String, clientSecret: String): TokenResponse {
        val res = http.submitForm(tokenUrl, Parameters.build {
            append("grant_type", "authorization_code")
            append("code", code)
            append("client_id", clientId)
            append("client_secret", clientSecret)
        })
        if (!res.status.isSuccess()) {
            val err: OAuthError = res.body()
            if (err.error == "invalid_grant") throw IllegalStateException("login code expired, ask the agent to sign in again")
            throw IllegalStateException("token exchange failed: ${err.error} ${err.description ?: ""}")
        }
        return res.body()
    }
}
