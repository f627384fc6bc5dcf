package com.fieldwise.app.calling

import com.squareup.moshi.Json
import com.squareup.moshi.JsonClass

@JsonClass(generateAdapter = true)
data class RinglaneUserDto(val id: String, val email: String, @Json(name = "display_name") val displayName: String?)

@JsonClass(generateAdapter = true)
data class ContactListDto(
    val id: String,
    val name: String,
    @Json(name = "contact_count") val contactCount: Int,
    @Json(name = "updated_at") val updatedAt: String,
)

@JsonClass(generateAdapter = true)
data class ContactListPageDto(val data: List<ContactListDto>, val page: Int, @Json(name = "total_pages") val totalPages: Int)

@JsonClass(generateAdapter = true)
data class CreateContactListRequest(val name: String, val phones: List<String> = emptyList())

@JsonClass(generateAdapter = true)
data class RenameContactListRequest(val name: String)

@JsonClass(generateAdapter = true)
data class AppendContactsRequest(val phones: List<String>)

@JsonClass(generateAdapter = true)
data class StartCallRequest(@Json(name = "to") val phone: String, @Json(name = "list_id") val listId: String?)

@JsonClass(generateAdapter = true)
data class CallDto(val id: String, val status: String)

@JsonClass(generateAdapter = true)
data class ContactPageDto(val data: List<String>, val page: Int)
