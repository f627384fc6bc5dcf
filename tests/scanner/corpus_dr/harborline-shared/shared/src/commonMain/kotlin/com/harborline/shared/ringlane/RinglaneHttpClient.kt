package com.harborline.shared.ringlane

import com.harborline.shared.config.RinglaneConfig
import com.harborline.shared.config.baseUrl
import com.harborline.shared.session.SessionProvider
import io.ktor.client.HttpClient
import io.ktor.client.engine.HttpClientEngine
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.HttpTimeout
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.header
import io.ktor.http.ContentType
import io.ktor.http.HttpHeaders
import io.ktor.http.contentType
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.json.Json

internal val RinglaneJson = Json {
    ignoreUnknownKeys = true
    explicitNulls = false
}

private val RETRY_ON = setOf(429, 502)

fun createRinglaneClient(engine: HttpClientEngine, session: SessionProvider): HttpClient =
    HttpClient(engine) {
        expectSuccess = true
        install(ContentNegotiation) { json(RinglaneJson) }
        install(HttpTimeout) {
            requestTimeoutMillis = 15_000
            connectTimeoutMillis = 5_000
        }
        install(HttpRequestRetry) {
            maxRetries = 2
            retryIf { _, response -> response.status.value in RETRY_ON }
            exponentialDelay()
        }
        defaultRequest {
            url(RinglaneConfig.baseUrl + "/")
            header("X-Api-Key", RinglaneConfig.apiKey)
            session.currentUserId()?.let { header("X-User-Id", it) }
            header(HttpHeaders.UserAgent, RinglaneConfig.userAgent)
            contentType(ContentType.Application.Json)
        }
    }
