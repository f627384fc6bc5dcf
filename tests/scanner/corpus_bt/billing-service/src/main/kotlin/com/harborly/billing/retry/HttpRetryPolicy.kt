package com.harborly.billing.retry

import io.github.resilience4j.retry.RetryConfig
import java.io.IOException
import java.time.Duration

/** Shared retry policy for the tax provider (Avalara) and the ledger export service. */
object HttpRetryPolicy {
    val RETRYABLE_STATUSES = setOf(408, 429, 500, 502, 503, 504)

    fun config(): RetryConfig = RetryConfig.custom<Any>()
        .maxAttempts(5)
        .waitDuration(Duration.ofMillis(500))
        .retryExceptions(IOException::class.java)
        .build()

    fun isRetryable(status: Int) = status in RETRYABLE_STATUSES
}
