package com.fieldcall.maps

import okhttp3.OkHttpClient
import okhttp3.Request

/** Geocoding for the visit planner. Unrelated to the dialer. */
class MapsClient(private val http: OkHttpClient, private val apiKey: String) {
    private val base = "https://maps.fieldcall.com/v1/"

    fun geocode(address: String): String? {
        val req = Request.Builder()
            .url(base + "geocode?q=" + address)
            .header("X-Api-Key", apiKey)
            .header("X-User-Id", "planner")
            .build()
        http.newCall(req).execute().use { resp ->
            return when (resp.code) {
                200 -> resp.body?.string()
                404 -> null          // address not found
                502, 503 -> throw RetryableMapsException(resp.code)
                else -> throw IllegalStateException("maps error ${resp.code}")
            }
        }
    }
}

class RetryableMapsException(code: Int) : RuntimeException("maps $code")
