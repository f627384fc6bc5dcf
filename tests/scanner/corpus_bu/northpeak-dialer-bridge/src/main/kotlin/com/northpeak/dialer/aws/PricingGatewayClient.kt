package com.northpeak.dialer.aws

import okhttp3.OkHttpClient
import okhttp3.Request
import org.springframework.beans.factory.annotation.Value
import org.springframework.stereotype.Component

@Component
class PricingGatewayClient(
    @Value("\${pricing-gateway.url}") private val url: String,
    @Value("\${pricing-gateway.api-key}") private val apiKey: String,
) {
    private val http = OkHttpClient()

    fun quote(sku: String): String? {
        val req = Request.Builder()
            .url("$url/quotes/$sku")
            .header("x-api-key", apiKey)
            .build()
        http.newCall(req).execute().use { resp ->
            return when (resp.code) {
                200 -> resp.body?.string()
                404 -> null
                502, 503 -> throw IllegalStateException("pricing gateway unavailable")
                else -> error("pricing gateway returned ${resp.code}")
            }
        }
    }
}
