package com.quillfield.dialer

import io.ktor.client.HttpClient
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.serialization.kotlinx.json.json

fun callPilotHttpClient() = HttpClient(CIO) {
    expectSuccess = false
    install(ContentNegotiation) { json() }
    install(HttpRequestRetry) {
        maxRetries = 3
        retryIf { _, response -> response.status.value in listOf(429, 502) }
        exponentialDelay()
    }
}

fun geocoderHttpClient() = HttpClient(CIO) {
    install(ContentNegotiation) { json() }
    install(HttpRequestRetry) {
        maxRetries = 2
        retryIf { _, response -> response.status.value in setOf(502, 503, 504) }
    }
}
