package com.tallyfield.outreach.ringwell

import com.fasterxml.jackson.annotation.JsonIgnoreProperties

@JsonIgnoreProperties(ignoreUnknown = true)
data class RingwellErrorResponse(
    val error: String? = null,
    val details: List<RingwellFieldError>? = null,
)

@JsonIgnoreProperties(ignoreUnknown = true)
data class RingwellFieldError(val path: String? = null, val message: String? = null)

sealed class RingwellApiException(message: String, val status: Int) : RuntimeException(message) {
    class InvalidKey(msg: String, status: Int) : RingwellApiException(msg, status)
    class UnknownUser(msg: String, status: Int) : RingwellApiException(msg, status)
    class ListNotFound(msg: String, status: Int) : RingwellApiException(msg, status)
    class IdentityProviderDown(msg: String, status: Int) : RingwellApiException(msg, status)
    class ApiDisabled(msg: String, status: Int) : RingwellApiException(msg, status)
    class Validation(msg: String, status: Int, val fields: Map<String, String>) : RingwellApiException(msg, status)
    class Other(msg: String, status: Int) : RingwellApiException(msg, status)
}
