package com.kestrelfreight.leadsync.ringlane

/**
 * Wire-level constants for the Ringlane dialer public API.
 * Keep these in one place so the client and the tests agree.
 */
object RinglaneConstants {
    const val HEADER_API_KEY = "x-api-key"
    const val HEADER_ACTING_USER = "X-User-Email"

    const val CONTACT_LISTS = "/contact-lists"
    const val CONTACT_LIST_BY_ID = "/contact-lists/{listId}"
    const val CONTACT_LIST_CONTACTS = "/contact-lists/{listId}/contacts"

    /** Max contacts per append call, documented limit is 500. */
    const val MAX_BATCH = 500
}
