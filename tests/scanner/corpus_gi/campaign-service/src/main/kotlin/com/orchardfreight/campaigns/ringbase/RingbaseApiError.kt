package com.orchardfreight.campaigns.ringbase

import com.fasterxml.jackson.annotation.JsonIgnoreProperties

@JsonIgnoreProperties(ignoreUnknown = true)
data class RingbaseApiError(
    val error: String = "",
    val details: List<Map<String, Any?>> = emptyList(),
)

class RingbaseCallException(
    val status: Int,
    val apiError: RingbaseApiError?,
) : RuntimeException("Ringbase HTTP $status: ${apiError?.error ?: "no body"}")
