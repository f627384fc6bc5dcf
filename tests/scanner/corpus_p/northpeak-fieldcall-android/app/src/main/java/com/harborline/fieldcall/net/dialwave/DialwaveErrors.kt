package com.harborline.fieldcall.net.dialwave

import com.squareup.moshi.JsonClass
import com.squareup.moshi.Moshi
import retrofit2.Response

@JsonClass(generateAdapter = true)
data class DialwaveErrorJson(
    val error: String,
    val details: List<DialwaveErrorDetailJson>? = null,
)

@JsonClass(generateAdapter = true)
data class DialwaveErrorDetailJson(val path: String?, val message: String?)

sealed class DialwaveFailure(message: String) : Exception(message) {
    class Transient(message: String) : DialwaveFailure(message)
    class ApiDisabled(message: String) : DialwaveFailure(message)
    class AgentNotProvisioned(message: String) : DialwaveFailure(message)
    class Other(val code: Int, message: String) : DialwaveFailure(message)
}

object DialwaveErrorMapper {
    private val adapter = Moshi.Builder().build().adapter(DialwaveErrorJson::class.java)

    fun map(response: Response<*>): DialwaveFailure {
        val parsed = response.errorBody()?.string()?.let { runCatching { adapter.fromJson(it) }.getOrNull() }
        val message = parsed?.error ?: response.message()
        return when (response.code()) {
            502 -> DialwaveFailure.Transient(message)
            503 -> DialwaveFailure.ApiDisabled(message)
            404 -> if (message == "user not found") DialwaveFailure.AgentNotProvisioned(message)
                   else DialwaveFailure.Other(404, message)
            else -> DialwaveFailure.Other(response.code(), message)
        }
    }
}
