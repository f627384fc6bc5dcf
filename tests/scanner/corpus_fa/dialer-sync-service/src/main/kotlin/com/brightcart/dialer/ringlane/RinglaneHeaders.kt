package com.brightcart.dialer.ringlane

/**
 * Header names expected by the Ringlane public API.
 * Keep in sync with https://developers.ringlane.io/reference/authentication
 */
object RinglaneHeaders {
    const val API_KEY = "x-api-key"
    const val ACTING_USER_EMAIL = "x-user-email"
    const val ACTING_USER_ID = "x-user-id"
    const val REQUEST_ID = "x-request-id"
}
