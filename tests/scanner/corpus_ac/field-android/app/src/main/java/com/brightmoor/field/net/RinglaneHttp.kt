package com.brightmoor.field.net

import com.brightmoor.field.BuildConfig
import io.ktor.client.HttpClient
import io.ktor.client.engine.okhttp.OkHttp
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.header
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.json.Json

object RinglaneHttp {
    val client: HttpClient by lazy {
        HttpClient(OkHttp) {
            expectSuccess = false
            install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
            install(HttpRequestRetry) {
                maxRetries = 3
                retryIf { _, response -> response.status.value in setOf(429, 502) }
                exponentialDelay()
            }
            defaultRequest {
                url(BuildConfig.RINGLANE_BASE_URL + "/")
                header("x-api-key", BuildConfig.RINGLANE_KEY)
                contentType(ContentType.Application.Json)
            }
        }
    }
}
