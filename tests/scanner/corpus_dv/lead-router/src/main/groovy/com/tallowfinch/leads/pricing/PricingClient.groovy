package com.tallowfinch.leads.pricing

import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.QueryValue
import io.micronaut.http.client.annotation.Client
import io.micronaut.retry.annotation.Retryable

@Client(id = "pricing", path = "/v1")
@Header(name = "x-api-key", value = '${pricing.api-key}')
interface PricingClient {

    @Retryable(attempts = "3", includes = [io.micronaut.http.client.exceptions.HttpClientResponseException])
    @Get("/quotes/estimate")
    Map estimate(@QueryValue String state, @QueryValue String product, @QueryValue Integer age)
}
