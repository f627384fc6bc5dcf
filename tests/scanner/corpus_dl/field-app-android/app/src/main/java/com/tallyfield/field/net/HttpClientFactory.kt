package com.tallyfield.field.net

import com.tallyfield.field.BuildConfig
import io.ktor.client.HttpClient
import io.ktor.client.engine.okhttp.OkHttp
import io.ktor.client.plugins.HttpTimeout
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.header
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.json.Json

object HttpClientFactory {
    val json = Json {
        ignoreUnknownKeys = true
        coerceInputValues = true
    }

    /** Dialer client: talks to Ringwell directly from the device. */
    fun ringwell(engine: io.ktor.client.engine.HttpClientEngine = OkHttp.create()): HttpClient =
        HttpClient(engine) {
            expectSuccess = false
            install(ContentNegotiation) { json(json) }
            install(HttpTimeout) { requestTimeoutMillis = 20_000 }
            defaultRequest {
                url(BuildConfig.RINGWELL_BASE_URL)
                header("X-API-KEY", BuildConfig.RINGWELL_API_KEY)
            }
        }

    /** Our own backend (session token + identity headers). */
    fun backend(session: SessionStore, engine: io.ktor.client.engine.HttpClientEngine = OkHttp.create()): HttpClient =
        HttpClient(engine) {
            install(ContentNegotiation) { json(json) }
            defaultRequest {
                url(BuildConfig.BACKEND_URL)
                header("Authorization", "Bearer ${session.accessToken}")
                header("X-User-Id", session.userId)
            }
        }
}
