package com.quillstone.dialer.dialwave

/** Header names expected by the Dialwave public API. */
object DialwaveHeaders {
    const val API_KEY = "x-api-key"
    const val ACTING_USER_EMAIL = "X-User-Email"
    const val ACTING_USER_ID = "X-User-Id"
    const val REQUEST_ID = "X-Request-Id"
}
