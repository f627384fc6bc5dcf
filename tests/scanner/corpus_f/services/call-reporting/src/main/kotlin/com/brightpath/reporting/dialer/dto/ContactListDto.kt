package com.brightpath.reporting.dialer.dto

import com.fasterxml.jackson.annotation.JsonIgnoreProperties
import java.time.OffsetDateTime

/**
 * A calling list as reported by the dialer. Used by the nightly list-size
 * report; field names match the dialer JSON.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
data class ContactListDto(
    val id: Long,
    val name: String,
    val groupName: String?,
    val contactsCount: Int,
    val orgId: String,
    val createdAt: OffsetDateTime,
    val updatedAt: OffsetDateTime,
)
