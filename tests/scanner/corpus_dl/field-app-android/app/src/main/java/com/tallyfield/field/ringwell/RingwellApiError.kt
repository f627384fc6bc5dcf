package com.tallyfield.field.ringwell

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class RingwellApiError(
    @SerialName("error") val message: String,
    val details: List<Detail>? = null,
) {
    @Serializable
    data class Detail(val path: String? = null, val message: String? = null)
}

sealed interface DialerFailure {
    data object NotProvisioned : DialerFailure
    data object ListGone : DialerFailure
    data object TemporarilyDown : DialerFailure
    data object Disabled : DialerFailure
    data class Unexpected(val status: Int, val message: String) : DialerFailure
}

class DialerException(val failure: DialerFailure) : Exception(failure.toString())
