package com.brightcart.salescompanion.data.ringlane.dto

import com.squareup.moshi.Json
import com.squareup.moshi.JsonClass

@JsonClass(generateAdapter = true)
data class ContactListDto(
    val id: String,
    val name: String,
    @Json(name = "contact_count") val contactCount: Int,
)

@JsonClass(generateAdapter = true)
data class ContactListsResponse(val data: List<ContactListDto>)

@JsonClass(generateAdapter = true)
data class AppendContactsRequest(val phones: List<String>)

@JsonClass(generateAdapter = true)
data class RinglaneApiError(
    @Json(name = "error") val message: String,
    val details: List<RinglaneFieldError>? = null,
)

@JsonClass(generateAdapter = true)
data class RinglaneFieldError(val path: String, val message: String)
