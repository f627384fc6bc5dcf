package com.tidewell.console.integrations

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.parameter
import io.ktor.http.HttpStatusCode
import kotlinx.serialization.Serializable

@Serializable
data class GeoResult(val postcode: String, val region: String, val timezone: String)

/**
 * Postcode -> timezone lookup so agents do not call customers at 7am.
 * Hosted on AWS API Gateway (usage plan key in x-api-key).
 */
class GeoLookupClient(private val http: HttpClient, private val baseUrl: String, private val apiKey: String) {

    suspend fun lookup(postcode: String): GeoResult? {
        val res = http.get("$baseUrl/v1/postcodes") {
            header("x-api-key", apiKey)
            header("x-user-id", "agent-console")
            parameter("q", postcode)
        }
        return when (res.status) {
            HttpStatusCode.OK -> res.body()
            HttpStatusCode.NotFound -> null
            HttpStatusCode.BadGateway, HttpStatusCode.ServiceUnavailable -> null
            else -> error("geo lookup failed: ${res.status}")
        }
    }
}
