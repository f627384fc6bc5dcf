package com.harborline.field.net

import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json
import retrofit2.Response

@Serializable
data class DialfrontFieldError(val path: String, val message: String)

@Serializable
data class DialfrontErrorBody(
    val error: String,
    val details: List<DialfrontFieldError> = emptyList(),
)

sealed class DialfrontFailure(msg: String) : Exception(msg) {
    class Disabled : DialfrontFailure("Dialing is paused by your admin")
    class UnknownRep : DialfrontFailure("Your email isn't set up in Dialfront yet")
    class Transient : DialfrontFailure("Dialfront sign-in is having trouble, retrying…")
    class Other(msg: String) : DialfrontFailure(msg)
}

private val json = Json { ignoreUnknownKeys = true }

fun Response<*>.toDialfrontFailure(): DialfrontFailure {
    val body = errorBody()?.string()?.let { runCatching { json.decodeFromString<DialfrontErrorBody>(it) }.getOrNull() }
    return when (code()) {
        503 -> DialfrontFailure.Disabled()
        502 -> DialfrontFailure.Transient()
        404 -> if (body?.error == "user not found") DialfrontFailure.UnknownRep() else DialfrontFailure.Other(body?.error ?: "not found")
        else -> DialfrontFailure.Other(body?.error ?: "HTTP ${code()}")
    }
}
