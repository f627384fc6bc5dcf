package com.tidewell.renewals.callvance

import io.micronaut.serde.annotation.Serdeable

@Serdeable
data class ContactList(val id: Long, val name: String, val size: Int = 0)

@Serdeable
data class ContactListPatch(val name: String? = null, val description: String? = null)

@Serdeable
data class Contact(val phone: String, val name: String? = null, val externalId: String? = null)

@Serdeable
data class AddContacts(val contacts: List<Contact>)

@Serdeable
data class AddContactsResult(val added: Int, val skipped: Int)
