package com.brightcart.dialer.ringlane

import io.github.resilience4j.retry.Retry
import io.github.resilience4j.retry.RetryConfig
import org.springframework.web.reactive.function.client.WebClientResponseException
import java.time.Duration

object RinglaneRetry {
    // 502 = Ringlane could not reach its identity provider; 429 = rate limit.
    private val RETRYABLE_STATUSES = setOf(429, 502)

    fun forProps(props: RinglaneProperties): Retry = Retry.of(
        "ringlane",
        RetryConfig.custom<Any>()
            .maxAttempts(props.maxRetries.toInt())
            .waitDuration(Duration.ofMillis(400))
            .retryOnException { ex ->
                when (ex) {
                    is RinglaneException -> ex.isTransient
                    is WebClientResponseException -> ex.statusCode.value() in RETRYABLE_STATUSES
                    else -> false
                }
            }
            .build()
    )
}
