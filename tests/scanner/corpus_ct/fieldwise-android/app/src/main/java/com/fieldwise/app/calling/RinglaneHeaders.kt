package com.fieldwise.app.calling

/** Header names expected by the Ringlane public API. */
object RinglaneHeaders {
    const val API_KEY = "x-api-key"
    const val ACTING_USER = "x-user-email"
    const val REQUEST_ID = "X-Request-Id"
    const val CLIENT = "X-Client"
}
