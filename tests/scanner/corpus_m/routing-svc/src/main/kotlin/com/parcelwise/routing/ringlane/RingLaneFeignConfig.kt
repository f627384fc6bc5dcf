package com.parcelwise.routing.ringlane

import feign.RequestInterceptor
import feign.Retryer
import feign.codec.ErrorDecoder
import org.springframework.beans.factory.annotation.Value
import org.springframework.context.annotation.Bean

// Not a @Configuration on purpose: only applied to the ringlane Feign client.
class RingLaneFeignConfig(
    @Value("\${ringlane.api-key}") private val apiKey: String,
    @Value("\${ringlane.acting-user-id}") private val actingUserId: String,
) {
    @Bean
    fun ringLaneAuth() = RequestInterceptor { template ->
        template.header("x-api-key", apiKey)
        template.header("x-user-id", actingUserId)
    }

    @Bean
    fun ringLaneErrorDecoder(): ErrorDecoder = RingLaneErrorDecoder()

    @Bean
    fun ringLaneRetryer(): Retryer = Retryer.Default(200, 2000, 3)
}
