package com.tallyfield.outreach.ringwell

object RingwellHeaderNames {
    const val API_KEY = "X-Api-Key"
    const val ACTING_USER_ID = "X-User-Id"
    const val REQUEST_ID = "X-Request-Id"
}
