package com.northwind.crmsync.callbridge

/** Header names expected by the Callbridge public API. */
internal object CallbridgeHeaders {
    const val API_KEY = "x-api-key"
    const val ACTING_USER = "X-User-Email"
    const val REQUEST_ID = "X-Request-Id"
}
