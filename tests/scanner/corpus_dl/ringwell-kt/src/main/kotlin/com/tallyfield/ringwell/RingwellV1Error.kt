package com.tallyfield.ringwell

import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class RingwellV1Error(
    val error: String,
    val details: List<FieldIssue> = emptyList(),
) {
    @Serializable
    data class FieldIssue(val path: String = "", val message: String = "")

    val isUserNotFound: Boolean
        get() = error.trim().equals("user not found", ignoreCase = true)

    fun describe(): String =
        if (details.isEmpty()) error else error + ": " + details.joinToString("; ") { "${it.path} ${it.message}" }

    companion object {
        private val lenient = Json { ignoreUnknownKeys = true }
        fun parseOrNull(raw: String): RingwellV1Error? = runCatching { lenient.decodeFromString(serializer(), raw) }.getOrNull()
    }
}

object RingwellStatus {
    /** Ringwell proxies the identity-provider lookup; 502 means the IdP timed out, not Ringwell itself. */
    fun isTransient(status: Int): Boolean = status == 429 || status == 502

    /** Workspace admins can switch the public API off; Ringwell then answers 503 to everything. */
    fun isApiDisabled(status: Int): Boolean = status == 503

    fun isUnknownUser(status: Int, body: RingwellV1Error?): Boolean = status == 404 && body?.isUserNotFound == true
}
