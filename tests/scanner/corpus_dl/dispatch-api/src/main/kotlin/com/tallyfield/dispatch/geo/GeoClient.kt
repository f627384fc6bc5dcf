package com.tallyfield.dispatch.geo

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.HttpRequestRetry
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.config.ApplicationConfig
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class Region(val code: String, val name: String)

/** Internal geo service behind AWS API Gateway (usage-plan key). */
class GeoClient(baseUrl: String, apiKey: String) {
    private val http = HttpClient(CIO) {
        install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
        install(HttpRequestRetry) {
            maxRetries = 2
            retryIf { _, resp -> resp.status.value in listOf(502, 503, 504) }
        }
        defaultRequest {
            url("$baseUrl/")
            header("x-api-key", apiKey)
        }
    }

    suspend fun regionForDepot(depotId: String): Region =
        http.get("depots/$depotId/region").body()

    companion object {
        fun fromConfig(config: ApplicationConfig) = GeoClient(
            config.property("geo.baseUrl").getString(),
            config.property("geo.apiKey").getString(),
        )
    }
}
