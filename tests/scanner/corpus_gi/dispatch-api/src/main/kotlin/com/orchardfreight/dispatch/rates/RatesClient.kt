package com.orchardfreight.dispatch.rates

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.parameter
import io.ktor.http.HttpStatusCode
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class LaneRate(val origin: String, val destination: String, val cents: Long)

@Serializable
data class GatewayError(val error: String? = null, val message: String? = null)

/** Internal pricing service, fronted by AWS API Gateway (usage-plan key). */
class RatesClient(baseUrl: String, apiKey: String) {
    private val http = HttpClient(CIO) {
        install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
        install(HttpRequestRetry) {
            retryOnServerErrors(maxRetries = 2)
            retryIf { _, resp -> resp.status == HttpStatusCode.BadGateway || resp.status == HttpStatusCode.ServiceUnavailable }
            exponentialDelay()
        }
        defaultRequest {
            url("$baseUrl/")
            header("x-api-key", apiKey)
        }
    }

    suspend fun quote(origin: String, destination: String): LaneRate? {
        val resp = http.get("lanes/quote") {
            parameter("origin", origin)
            parameter("destination", destination)
        }
        return when (resp.status) {
            HttpStatusCode.OK -> resp.body()
            HttpStatusCode.NotFound -> null
            HttpStatusCode.ServiceUnavailable -> error("rates service is in maintenance")
            else -> {
                val err: GatewayError = resp.body()
                error("rates error ${resp.status.value}: ${err.error ?: err.message}")
            }
        }
    }
}
