package com.northpeak.dialer.ringcast

object RingcastHeaders {
    const val API_KEY = "X-Api-Key"
    const val ACTING_USER = "X-User-Id"
    const val SIGNATURE = "X-Ringcast-Signature"
}
