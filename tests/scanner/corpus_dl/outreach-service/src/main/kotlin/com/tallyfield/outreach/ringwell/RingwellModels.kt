package com.tallyfield.outreach.ringwell

import com.fasterxml.jackson.annotation.JsonIgnoreProperties

@JsonIgnoreProperties(ignoreUnknown = true)
data class RwContactList(
    val id: String,
    val name: String,
    val contactCount: Int = 0,
    val createdAt: String? = null,
)

data class RwCreateContactList(val name: String, val description: String? = null)

data class RwUpdateContactList(val name: String?)

data class RwAppendContacts(val phones: List<String>)
