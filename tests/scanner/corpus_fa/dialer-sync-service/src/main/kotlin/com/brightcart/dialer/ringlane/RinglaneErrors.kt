package com.brightcart.dialer.ringlane

import com.fasterxml.jackson.annotation.JsonIgnoreProperties

@JsonIgnoreProperties(ignoreUnknown = true)
data class RinglaneErrorBody(
    val error: String = "",
    val details: List<RinglaneErrorDetail> = emptyList(),
)

@JsonIgnoreProperties(ignoreUnknown = true)
data class RinglaneErrorDetail(
    val path: String? = null,
    val message: String? = null,
)

sealed class RinglaneException(message: String, cause: Throwable? = null) : RuntimeException(message, cause) {
    class InvalidKey(msg: String) : RinglaneException(msg)
    class ActingUserMissing(msg: String) : RinglaneException(msg)
    class ActingUserNotFound(val email: String) : RinglaneException("Ringlane does not know user $email")
    class IdentityProviderDown(msg: String) : RinglaneException(msg)
    class ApiDisabled(msg: String) : RinglaneException(msg)
    class ContactListNotFound(val listId: String) : RinglaneException("contact list $listId not found")
    class RateLimited(val retryAfterSeconds: Long?) : RinglaneException("rate limited")
    class Unexpected(val status: Int, msg: String) : RinglaneException("HTTP $status: $msg")

    /** Transient failures that are safe to retry. */
    val isTransient: Boolean
        get() = this is IdentityProviderDown || this is RateLimited
}
