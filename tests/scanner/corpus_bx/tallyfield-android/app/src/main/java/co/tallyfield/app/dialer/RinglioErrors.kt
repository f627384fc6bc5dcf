package co.tallyfield.app.dialer

import com.squareup.moshi.JsonClass
import com.squareup.moshi.Moshi
import retrofit2.Response

@JsonClass(generateAdapter = true)
data class RinglioErrorBody(
    val error: String?,
    val details: List<Map<String, String>>? = null,
)

sealed class DialerError(message: String) : Exception(message) {
    class NotProvisioned(msg: String) : DialerError(msg)
    class TemporarilyUnavailable(msg: String) : DialerError(msg)
    class Disabled(msg: String) : DialerError(msg)
    class Other(val code: Int, msg: String) : DialerError(msg)
}

private val adapter = Moshi.Builder().build().adapter(RinglioErrorBody::class.java)

fun Response<*>.toDialerError(): DialerError {
    val parsed = errorBody()?.string()?.let { runCatching { adapter.fromJson(it) }.getOrNull() }
    val msg = parsed?.error ?: message()
    return when (code()) {
        404 -> if (msg.contains("user not found", ignoreCase = true)) DialerError.NotProvisioned(msg) else DialerError.Other(404, msg)
        502 -> DialerError.TemporarilyUnavailable(msg)
        503 -> DialerError.Disabled("Dialer API disabled on the server")
        else -> DialerError.Other(code(), msg)
    }
}
