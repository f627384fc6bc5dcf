package com.harborline.fieldrep.data.callpilot.model

import com.squareup.moshi.Json
import com.squareup.moshi.JsonClass

@JsonClass(generateAdapter = true)
data class ContactListDto(
    val id: String,
    val name: String,
    @Json(name = "contact_count") val contactCount: Int = 0,
    @Json(name = "created_at") val createdAt: String? = null,
)

@JsonClass(generateAdapter = true)
data class CreateContactListRequest(val name: String)

@JsonClass(generateAdapter = true)
data class UpdateContactListRequest(val name: String)

@JsonClass(generateAdapter = true)
data class AppendContactsRequest(val phones: List<String>)

@JsonClass(generateAdapter = true)
data class CallLogDto(
    val id: String,
    @Json(name = "to_number") val toNumber: String,
    @Json(name = "duration_seconds") val durationSeconds: Int,
    val outcome: String?,
)

@JsonClass(generateAdapter = true)
data class PagedResponse<T>(
    val items: List<T>,
    val page: Int,
    @Json(name = "total_pages") val totalPages: Int,
)
