package com.tidewell.console.callvance

import io.ktor.client.HttpClient
import io.ktor.client.engine.HttpClientEngine
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.HttpTimeout
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.plugins.logging.LogLevel
import io.ktor.client.plugins.logging.Logging
import io.ktor.client.request.header
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.json.Json

private val RETRYABLE = setOf(429, 502)

internal val callvanceJson = Json {
    ignoreUnknownKeys = true
    explicitNulls = false
}

fun callvanceHttpClient(settings: CallvanceSettings, engine: HttpClientEngine = CIO.create()): HttpClient =
    HttpClient(engine) {
        expectSuccess = false
        install(ContentNegotiation) { json(callvanceJson) }
        install(HttpTimeout) { requestTimeoutMillis = settings.timeoutMillis }
        install(Logging) {
            level = LogLevel.INFO
            sanitizeHeader { header -> header.startsWith("X-", ignoreCase = true) }
        }
        install(HttpRequestRetry) {
            maxRetries = 3
            retryIf { _, response -> response.status.value in RETRYABLE }
            exponentialDelay()
        }
        defaultRequest {
            url(settings.baseUrl)
            contentType(ContentType.Application.Json)
            header("X-API-Key", settings.apiKey)
            header("X-User-Id", settings.actingUserId)
        }
    }
