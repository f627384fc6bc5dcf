package com.northpeak.dialer.ringcast

import com.fasterxml.jackson.annotation.JsonIgnoreProperties

@JsonIgnoreProperties(ignoreUnknown = true)
data class RingcastErrorBody(
    val error: String,
    val details: List<RingcastErrorDetail> = emptyList(),
)

@JsonIgnoreProperties(ignoreUnknown = true)
data class RingcastErrorDetail(val path: String?, val message: String?)

sealed class RingcastException(message: String) : RuntimeException(message) {
    class BadKey(message: String) : RingcastException(message)
    class UnknownUser(message: String) : RingcastException(message)
    class IdentityProviderDown(message: String) : RingcastException(message)
    class ApiDisabled(message: String) : RingcastException(message)
    class ListNotFound(message: String) : RingcastException(message)
    class RateLimited(message: String) : RingcastException(message)
    class Other(val status: Int, message: String) : RingcastException(message)
}
