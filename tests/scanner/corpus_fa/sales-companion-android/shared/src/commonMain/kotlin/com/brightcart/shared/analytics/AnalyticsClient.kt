package com.brightcart.shared.analytics

import io.ktor.client.HttpClient
import io.ktor.client.request.header
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.HttpStatusCode
import io.ktor.http.isSuccess

/** Sends events to our analytics ingest (AWS API Gateway, usage-plan key). */
class AnalyticsClient(private val http: HttpClient, private val ingestKey: String) {
    suspend fun track(event: String, props: Map<String, String>): Boolean {
        val resp = http.post("https://ingest.brightcart.com/v1/events") {
            header("x-api-key", ingestKey)
            header("X-User-Id", props["userId"] ?: "anonymous")
            setBody(props + ("event" to event))
        }
        return resp.status.isSuccess() || resp.status == HttpStatusCode.BadGateway
    }
}
