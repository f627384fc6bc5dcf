package com.harborline.fieldrep.data.callpilot

import com.squareup.moshi.Json
import com.squareup.moshi.JsonClass

/** Error payload returned by CallPilot on any non-2xx. */
@JsonClass(generateAdapter = true)
data class CallPilotErrorBody(
    @Json(name = "error") val error: String,
    @Json(name = "details") val details: List<CallPilotErrorDetail>? = null,
)

@JsonClass(generateAdapter = true)
data class CallPilotErrorDetail(
    val path: String? = null,
    val message: String? = null,
)
