package com.quillfield.dialer

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.request.parameter
import kotlinx.serialization.Serializable

@Serializable data class GeoResult(val lat: Double, val lng: Double, val timezone: String)
@Serializable data class GeoError(val error: String)

/** Internal geocoder behind AWS API Gateway (usage-plan key). */
class GeocoderClient(private val http: HttpClient, private val url: String, private val key: String) {
    suspend fun timezoneFor(zip: String): GeoResult {
        val resp = http.get("$url/lookup") {
            header("x-api-key", key)
            parameter("zip", zip)
        }
        if (resp.status.value == 404) {
            val err = resp.body<GeoError>()
            throw IllegalArgumentException("unknown zip $zip: ${err.error}")
        }
        return resp.body()
    }
}
