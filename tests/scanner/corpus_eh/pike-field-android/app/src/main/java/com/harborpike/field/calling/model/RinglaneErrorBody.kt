package com.harborpike.field.calling.model

import com.squareup.moshi.Json
import com.squareup.moshi.JsonClass

/** Shape of every non-2xx body Ringlane returns. */
@JsonClass(generateAdapter = true)
data class RinglaneErrorBody(
    @Json(name = "error") val error: String,
    @Json(name = "details") val details: List<RinglaneErrorDetail>? = null,
)

@JsonClass(generateAdapter = true)
data class RinglaneErrorDetail(
    val path: String? = null,
    val message: String,
)
