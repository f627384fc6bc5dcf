package com.harbourline.events.enrichment

import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.PathVariable
import io.micronaut.http.client.annotation.Client
import io.micronaut.retry.annotation.Retryable

/** Internal company-data enrichment service (owned by the data team). */
@Client(id = "enrichment")
@Header(name = "x-api-key", value = "\${enrichment.key}")
interface EnrichmentClient {

    @Get("/companies/{domain}")
    @Retryable(attempts = "3", includes = [io.micronaut.http.client.exceptions.HttpClientResponseException::class])
    fun company(@PathVariable domain: String, @Header("X-User-Email") requestedBy: String): Map<String, Any>
}
