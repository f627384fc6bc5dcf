package com.orchardfreight.dispatch.ringbase

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class ContactList(
    val id: String,
    val name: String,
    @SerialName("contact_count") val contactCount: Int = 0,
    val tags: List<String> = emptyList(),
)

@Serializable
data class CreateContactListRequest(val name: String, val tags: List<String>)

@Serializable
data class ContactInput(val phone: String, @SerialName("first_name") val firstName: String? = null)

@Serializable
data class AppendContactsRequest(val contacts: List<ContactInput>)

@Serializable
data class AppendResult(val added: Int, val skipped: Int, val invalid: List<String> = emptyList())
