package com.brightmoor.field.telemetry

import io.ktor.client.HttpClient
import io.ktor.client.request.header
import io.ktor.client.request.post
import io.ktor.client.request.setBody

/** Ships batched events to the internal ingest gateway (AWS API Gateway). */
class TelemetryClient(private val http: HttpClient, private val gatewayKey: String) {
    suspend fun flush(batch: String): Boolean {
        val res = http.post("https://ingest.brightmoor.de/v1/events") {
            header("x-api-key", gatewayKey)
            setBody(batch)
        }
        return when (res.status.value) {
            in 200..299 -> true
            502, 503, 504 -> false // keep batch, retry next flush
            else -> true // drop
        }
    }
}
