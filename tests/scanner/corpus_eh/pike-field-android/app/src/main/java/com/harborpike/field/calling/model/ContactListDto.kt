package com.harborpike.field.calling.model

import com.squareup.moshi.JsonClass

@JsonClass(generateAdapter = true)
data class ContactListDto(
    val id: String,
    val name: String,
    val contactCount: Int,
    val createdAt: String,
)

@JsonClass(generateAdapter = true)
data class CreateContactListRequest(val name: String, val phones: List<String> = emptyList())

@JsonClass(generateAdapter = true)
data class UpdateContactListRequest(val name: String)

@JsonClass(generateAdapter = true)
data class AppendContactsRequest(val phones: List<String>)

@JsonClass(generateAdapter = true)
data class CallDto(
    val id: String,
    val to: String,
    val durationSeconds: Int,
    val outcome: String?,
)
