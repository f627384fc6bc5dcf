package com.kestrelfreight.leadsync.pricing

import com.kestrelfreight.leadsync.BuildConfig
import io.github.resilience4j.reactor.retry.RetryOperator
import io.github.resilience4j.retry.Retry
import org.springframework.beans.factory.annotation.Qualifier
import org.springframework.beans.factory.annotation.Value
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.bodyToMono
import reactor.core.publisher.Mono

class PricingUnavailableException(msg: String) : RuntimeException(msg)

/** Internal lane-pricing service (platform team). Uses the shared gateway key. */
@Component
class PricingClient(
    builder: WebClient.Builder,
    @Value("\${pricing.gateway-key}") gatewayKey: String,
    @Qualifier("pricingRetry") private val retry: Retry,
) {
    private val client = builder
        .baseUrl(BuildConfig.PRICING_SERVICE_URL)
        .defaultHeader("x-api-key", gatewayKey)
        .build()

    fun quote(origin: String, destination: String, userEmail: String): Mono<Quote> =
        client.get()
            .uri("/quotes?origin={o}&destination={d}", origin, destination)
            .header("X-User-Email", userEmail)
            .retrieve()
            .onStatus({ it == HttpStatus.SERVICE_UNAVAILABLE || it == HttpStatus.BAD_GATEWAY }) {
                Mono.just(PricingUnavailableException("pricing service unavailable"))
            }
            .onStatus({ it == HttpStatus.NOT_FOUND }) { Mono.just(NoSuchElementException("no lane for $origin-$destination")) }
            .bodyToMono<Quote>()
            .transformDeferred(RetryOperator.of(retry))
}

data class Quote(val laneId: String, val cents: Long, val currency: String)
