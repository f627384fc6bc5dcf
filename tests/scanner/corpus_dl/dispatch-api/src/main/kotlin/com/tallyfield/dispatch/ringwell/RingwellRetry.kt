package com.tallyfield.dispatch.ringwell

import io.ktor.client.HttpClientConfig
import io.ktor.client.plugins.HttpRequestRetry

/** Ringwell's IdP lookup flaps under load; a 502 from them is almost always transient. */
private val RETRYABLE_STATUSES = setOf(429, 502)

fun HttpClientConfig<*>.installRingwellRetry() {
    install(HttpRequestRetry) {
        maxRetries = 3
        retryIf { _, response -> response.status.value in RETRYABLE_STATUSES }
        retryOnExceptionIf { _, cause -> cause is java.net.SocketTimeoutException }
        exponentialDelay(base = 2.0, maxDelayMs = 4_000)
    }
}
