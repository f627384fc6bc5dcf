package co.northmoor.ringlane

import com.fasterxml.jackson.databind.JsonNode

sealed class RinglaneException(val status: Int, message: String) : RuntimeException(message) {
    class BadKey(msg: String) : RinglaneException(401, msg)
    class MissingActingUser(msg: String) : RinglaneException(400, msg)
    class ActingUserNotFound(msg: String) : RinglaneException(404, msg)
    class ContactListNotFound(msg: String) : RinglaneException(404, msg)
    class IdentityProviderDown(msg: String) : RinglaneException(502, msg)
    class ApiDisabled(msg: String) : RinglaneException(503, msg)
    class RateLimited(val retryAfterSeconds: Long?) : RinglaneException(429, "rate limited")
    class Other(status: Int, msg: String) : RinglaneException(status, msg)

    val retryable: Boolean
        get() = this is IdentityProviderDown || this is RateLimited
}

internal fun errorFrom(status: Int, body: JsonNode?, retryAfter: String?): RinglaneException {
    val message = body?.get("error")?.asText() ?: "HTTP $status"
    val fieldErrors = body?.get("details")?.joinToString { "${it.path("path").asText()}=${it.path("message").asText()}" }
    val full = if (fieldErrors.isNullOrEmpty()) message else "$message ($fieldErrors)"
    return when {
        status == 401 -> RinglaneException.BadKey(full)
        status == 400 -> RinglaneException.MissingActingUser(full)
        status == 404 && message == "user not found" -> RinglaneException.ActingUserNotFound(full)
        status == 404 -> RinglaneException.ContactListNotFound(full)
        status == 502 -> RinglaneException.IdentityProviderDown(full)
        status == 503 -> RinglaneException.ApiDisabled(full)
        status == 429 -> RinglaneException.RateLimited(retryAfter?.toLongOrNull())
        else -> RinglaneException.Other(status, full)
    }
}
