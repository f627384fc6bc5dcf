package com.harbourline.dialer.ringcast

import com.fasterxml.jackson.annotation.JsonIgnoreProperties

@JsonIgnoreProperties(ignoreUnknown = true)
data class RingcastApiError(
    val error: String,
    val details: List<FieldIssue> = emptyList(),
) {
    data class FieldIssue(val path: String? = null, val message: String? = null)
}

sealed class RingcastFailure(message: String) : RuntimeException(message) {
    class UserNotFound(email: String) : RingcastFailure("No Ringcast user for $email")
    class ListNotFound(id: String) : RingcastFailure("Contact list $id missing in Ringcast")
    class Disabled : RingcastFailure("Ringcast API disabled")
    class IdentityProviderDown : RingcastFailure("Ringcast IdP unreachable")
    class Other(status: Int, msg: String) : RingcastFailure("Ringcast $status: $msg")
}
