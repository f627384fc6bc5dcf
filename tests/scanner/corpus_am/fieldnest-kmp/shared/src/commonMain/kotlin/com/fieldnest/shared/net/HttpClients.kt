package com.fieldnest.shared.net

import io.ktor.client.HttpClient
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.HttpTimeout
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.logging.LogLevel
import io.ktor.client.plugins.logging.Logging
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.json.Json

internal val sharedJson = Json {
    ignoreUnknownKeys = true
    explicitNulls = false
}

/** Client used for Dialstream calls (v1 and the v2 pilot). */
internal fun dialstreamHttpClient(): HttpClient = HttpClient {
    expectSuccess = false
    install(ContentNegotiation) { json(sharedJson) }
    install(HttpTimeout) { requestTimeoutMillis = 15_000 }
    install(HttpRequestRetry) {
        maxRetries = 2
        retryIf { _, response -> response.status.value in listOf(429, 502) }
        exponentialDelay()
    }
    install(Logging) { level = LogLevel.INFO }
}

/** Client for our own backend. Cloud Run occasionally returns 502/503 during deploys. */
internal fun backendHttpClient(): HttpClient = HttpClient {
    expectSuccess = false
    install(ContentNegotiation) { json(sharedJson) }
    install(HttpTimeout) { requestTimeoutMillis = 20_000 }
    install(HttpRequestRetry) {
        maxRetries = 3
        retryIf { _, response -> response.status.value in setOf(502, 503, 504) }
        exponentialDelay()
    }
}
