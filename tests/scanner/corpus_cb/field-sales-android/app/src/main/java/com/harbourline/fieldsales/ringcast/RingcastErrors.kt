package com.harbourline.fieldsales.ringcast

import org.json.JSONObject
import retrofit2.Response

sealed interface RingcastError {
    data object NotProvisioned : RingcastError
    data object TryAgainLater : RingcastError
    data object Disabled : RingcastError
    data class Validation(val fields: Map<String, String>) : RingcastError
    data class Unknown(val code: Int, val message: String) : RingcastError
}

fun Response<*>.toRingcastError(): RingcastError {
    val json = runCatching { JSONObject(errorBody()?.string().orEmpty()) }.getOrNull()
    val message = json?.optString("error").orEmpty()
    return when (code()) {
        404 -> if (message.contains("user not found", ignoreCase = true)) RingcastError.NotProvisioned
               else RingcastError.Unknown(404, message)
        502 -> RingcastError.TryAgainLater
        503 -> RingcastError.Disabled
        400 -> {
            val details = json?.optJSONArray("details")
            val fields = (0 until (details?.length() ?: 0)).associate { i ->
                val d = details!!.getJSONObject(i)
                d.optString("path") to d.optString("message")
            }
            RingcastError.Validation(fields)
        }
        else -> RingcastError.Unknown(code(), message)
    }
}
