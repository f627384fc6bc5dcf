package com.quillstone.dialer.dialwave

import com.fasterxml.jackson.annotation.JsonIgnoreProperties

@JsonIgnoreProperties(ignoreUnknown = true)
data class DialwaveErrorBody(
    val error: String,
    val details: List<DialwaveErrorDetail> = emptyList(),
)

data class DialwaveErrorDetail(val path: String?, val message: String?)

sealed class DialwaveException(msg: String) : RuntimeException(msg) {
    class Unauthorized(msg: String) : DialwaveException(msg)
    class ActingUserUnknown(msg: String) : DialwaveException(msg)
    class IdentityProviderDown(msg: String) : DialwaveException(msg)
    class ApiDisabled(msg: String) : DialwaveException(msg)
    class RateLimited(val retryAfter: Long?) : DialwaveException("rate limited")
    class Other(val status: Int, msg: String) : DialwaveException(msg)
}
