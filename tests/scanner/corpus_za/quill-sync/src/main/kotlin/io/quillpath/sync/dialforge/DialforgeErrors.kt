package io.quillpath.sync.dialforge

import kotlinx.serialization.Serializable

@Serializable
data class DialforgeErrorBody(
    val error: String,
    val details: List<Issue> = emptyList(),
) {
    @Serializable
    data class Issue(val path: String? = null, val message: String)
}

sealed class DialforgeException(msg: String) : RuntimeException(msg) {
    class UnknownUser(msg: String) : DialforgeException(msg)
    class ListGone(msg: String) : DialforgeException(msg)
    class Disabled : DialforgeException("Dialforge public API disabled")
    class Transient(status: Int) : DialforgeException("Dialforge transient $status")
    class Other(status: Int, msg: String) : DialforgeException("Dialforge $status: $msg")
}
