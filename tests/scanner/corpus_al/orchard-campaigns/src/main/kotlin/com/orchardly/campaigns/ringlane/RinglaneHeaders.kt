package com.orchardly.campaigns.ringlane

object RinglaneHeaders {
    const val API_KEY = "X-API-Key"
    const val ACTING_USER = "X-User-ID"
}
