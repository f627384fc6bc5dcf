package com.harborly.billing.dialwise

internal object DialwiseHeaders {
    const val API_KEY = "X-Api-Key"
    const val ACTING_USER = "X-User-Email"
}
