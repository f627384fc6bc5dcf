package com.harborpike.field.geo

import com.harborpike.field.BuildConfig
import okhttp3.HttpUrl.Companion.toHttpUrl
import okhttp3.OkHttpClient
import okhttp3.Request
import javax.inject.Inject

/** Thin client for the geo lambda behind AWS API Gateway. */
class GeocodingService @Inject constructor(private val client: OkHttpClient) {

    fun reverse(lat: Double, lng: Double): String? {
        val url = "${BuildConfig.GEO_API_URL}reverse".toHttpUrl().newBuilder()
            .addQueryParameter("lat", lat.toString())
            .addQueryParameter("lng", lng.toString())
            .build()
        val request = Request.Builder()
            .url(url)
            .header("x-api-key", GEO_GATEWAY_KEY)
            .build()
        client.newCall(request).execute().use { resp ->
            if (resp.code == 404) return null
            if (resp.code == 502 || resp.code == 503) return null // lambda cold start / throttled
            return resp.body?.string()
        }
    }

    private companion object {
        const val GEO_GATEWAY_KEY = "AKGW-field-app-public"
    }
}
