package com.oakhollow.field.net

import kotlinx.serialization.Serializable
import retrofit2.Response

@Serializable
data class DialstackErrorBody(
    val error: String,
    val details: List<DialstackErrorDetail> = emptyList(),
)

@Serializable
data class DialstackErrorDetail(val path: String, val message: String)

sealed class DialerFailure(msg: String) : Exception(msg) {
    class NotProvisioned(msg: String) : DialerFailure(msg)
    class ListMissing(msg: String) : DialerFailure(msg)
    class Disabled(msg: String) : DialerFailure(msg)
    class TryLater(msg: String) : DialerFailure(msg)
    class Other(val code: Int, msg: String) : DialerFailure(msg)
}

fun Response<*>.toDialerFailure(): DialerFailure {
    val raw = errorBody()?.string().orEmpty()
    val parsed = runCatching { NetworkModule.json.decodeFromString(DialstackErrorBody.serializer(), raw) }.getOrNull()
    val msg = parsed?.error ?: message()
    return when (code()) {
        404 -> if (msg.equals("user not found", ignoreCase = true)) {
            DialerFailure.NotProvisioned(msg)
        } else {
            DialerFailure.ListMissing(msg)
        }
        502 -> DialerFailure.TryLater("Directory lookup failed, retry shortly")
        503 -> DialerFailure.Disabled("Dialer API turned off by admin")
        else -> DialerFailure.Other(code(), msg)
    }
}
