package com.brightpath.reporting.dialer.dto

import com.fasterxml.jackson.annotation.JsonIgnoreProperties

/**
 * Body the dialer sends with any 4xx/5xx. Only `error` is guaranteed;
 * `details` shows up for validation failures.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
data class DialerErrorResponse(
    val error: String,
    val details: List<DialerErrorDetail>? = null,
) {
    val isUserNotFound: Boolean
        get() = error.equals("user not found", ignoreCase = true)

    val isRateLimited: Boolean
        get() = error.startsWith("rate limit", ignoreCase = true)

    fun describe(): String =
        details?.joinToString(prefix = "$error: ", separator = "; ") { "${it.path} ${it.message}" } ?: error
}

data class DialerErrorDetail(
    val path: String,
    val message: String,
)
