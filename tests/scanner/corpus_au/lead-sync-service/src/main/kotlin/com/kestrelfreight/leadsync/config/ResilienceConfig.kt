package com.kestrelfreight.leadsync.config

import com.kestrelfreight.leadsync.pricing.PricingUnavailableException
import com.kestrelfreight.leadsync.ringlane.RinglaneException
import com.kestrelfreight.leadsync.ringlane.RinglaneProperties
import io.github.resilience4j.core.IntervalFunction
import io.github.resilience4j.retry.Retry
import io.github.resilience4j.retry.RetryConfig
import io.github.resilience4j.retry.RetryRegistry
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.web.reactive.function.client.WebClientResponseException
import java.time.Duration

@Configuration
class ResilienceConfig {

    private val ringlaneRetryable = setOf(429, 502)
    private val pricingRetryable = setOf(502, 503, 504)

    @Bean
    fun ringlaneRetry(registry: RetryRegistry, props: RinglaneProperties): Retry =
        registry.retry(
            "ringlane",
            RetryConfig.custom<Any>()
                .maxAttempts(props.retry.maxAttempts)
                .intervalFunction(IntervalFunction.ofExponentialBackoff(Duration.ofMillis(300), 2.0))
                .retryOnException { it is RinglaneException && it.status in ringlaneRetryable }
                .build(),
        )

    @Bean
    fun pricingRetry(registry: RetryRegistry): Retry =
        registry.retry(
            "pricing",
            RetryConfig.custom<Any>()
                .maxAttempts(4)
                .waitDuration(Duration.ofMillis(200))
                .retryOnException {
                    it is PricingUnavailableException ||
                        (it is WebClientResponseException && it.statusCode.value() in pricingRetryable)
                }
                .build(),
        )
}
