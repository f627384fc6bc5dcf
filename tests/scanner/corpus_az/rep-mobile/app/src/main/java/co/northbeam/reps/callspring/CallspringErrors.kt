package co.northbeam.reps.callspring

import com.squareup.moshi.JsonClass
import com.squareup.moshi.Moshi
import retrofit2.Response

@JsonClass(generateAdapter = true)
data class CallspringErrorBody(val error: String, val details: List<CallspringErrorDetail>? = null)

@JsonClass(generateAdapter = true)
data class CallspringErrorDetail(val path: String?, val message: String?)

sealed class CallspringFailure(msg: String) : Exception(msg) {
    class UserNotProvisioned(msg: String) : CallspringFailure(msg)
    class ApiDisabled(msg: String) : CallspringFailure(msg)
    class TryAgain(msg: String) : CallspringFailure(msg)
    class Other(val code: Int, msg: String) : CallspringFailure(msg)
}

private val adapter = Moshi.Builder().build().adapter(CallspringErrorBody::class.java)

fun Response<*>.toCallspringFailure(): CallspringFailure {
    val parsed = errorBody()?.string()?.let { runCatching { adapter.fromJson(it) }.getOrNull() }
    val text = parsed?.error ?: message()
    return when (code()) {
        404 -> if (text.equals("user not found", ignoreCase = true)) {
            CallspringFailure.UserNotProvisioned(text)
        } else {
            CallspringFailure.Other(404, text)
        }
        502 -> CallspringFailure.TryAgain("Callspring could not reach Okta, try again")
        503 -> CallspringFailure.ApiDisabled(text)
        429 -> CallspringFailure.TryAgain("Too many requests")
        else -> CallspringFailure.Other(code(), text + parsed?.details.orEmpty().joinToString { " ${it.path}: ${it.message}" })
    }
}
