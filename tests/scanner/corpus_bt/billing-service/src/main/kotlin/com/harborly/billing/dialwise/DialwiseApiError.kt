package com.harborly.billing.dialwise

import com.fasterxml.jackson.annotation.JsonIgnoreProperties

@JsonIgnoreProperties(ignoreUnknown = true)
data class DialwiseApiError(
    val error: String,
    val details: List<Detail> = emptyList(),
) {
    data class Detail(val path: String?, val message: String?)
}

class DialwiseException(val status: Int, val body: DialwiseApiError?) :
    RuntimeException("Dialwise $status: ${body?.error ?: "no body"}")
