package com.tallyfield.ringwell

/**
 * Path and header names for Ringwell's public API.
 * Keep in sync with https://developers.ringwell.io/reference
 */
object RingwellEndpoints {
    const val PRODUCTION_HOST = "https://api.ringwell.io"
    const val SANDBOX_HOST = "https://sandbox.ringwell.io"
    const val API_VERSION = "v1"
    const val BASE_PATH = "/api/public/$API_VERSION"

    const val CONTACT_LISTS = "/contact-lists"
    const val CONTACT_LIST_BY_ID = "/contact-lists/{id}"
    const val CONTACT_LIST_CONTACTS = "/contact-lists/{id}/contacts"
    const val CONTACT_LIST_CONTACT = "/contact-lists/{id}/contacts/{phone}"
    const val CALLS = "/calls"
    const val RECORDINGS = "/calls/{id}/recording"
}

object RingwellHeaders {
    const val API_KEY = "x-api-key"
    const val USER_EMAIL = "x-user-email"
    const val USER_ID = "x-user-id"
    const val IDEMPOTENCY_KEY = "Idempotency-Key"
}
