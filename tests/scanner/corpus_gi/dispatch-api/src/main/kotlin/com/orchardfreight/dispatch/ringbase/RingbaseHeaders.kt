package com.orchardfreight.dispatch.ringbase

/** Header names expected by the Ringbase public API. */
internal object RingbaseHeaders {
    const val API_KEY = "x-api-key"
    const val ACTING_USER = "x-user-email"
    const val SIGNATURE = "X-Ringbase-Signature"
    const val REQUEST_ID = "X-Request-Id"
}
