package com.northwind.crmsync.callbridge

import kotlinx.serialization.Serializable

@Serializable
data class CallbridgeErrorBody(
    val error: String,
    val details: List<Detail> = emptyList(),
) {
    @Serializable
    data class Detail(val path: String, val message: String)

    fun describe(): String =
        if (details.isEmpty()) error else details.joinToString("; ") { "${it.path}: ${it.message}" }
}

sealed class CallbridgeException(message: String) : RuntimeException(message) {
    class BadKey(msg: String?) : CallbridgeException(msg ?: "invalid api key")
    class MissingUser(msg: String?) : CallbridgeException(msg ?: "acting user missing")
    class UserNotFound(email: String) : CallbridgeException("acting user $email unknown to Callbridge")
    class NotFound(msg: String?) : CallbridgeException(msg ?: "not found")
    class RateLimited(val retryAfterSeconds: Long?) : CallbridgeException("rate limited")
    class IdentityProviderUnavailable : CallbridgeException("identity provider unreachable, retry later")
    class ApiDisabled : CallbridgeException("public API disabled for this workspace")
    class Unexpected(status: Int, msg: String?) : CallbridgeException("HTTP $status: ${msg.orEmpty()}")
}
