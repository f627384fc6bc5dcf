package com.northwind.crmsync.dialhub

import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.module.kotlin.readValue
import retrofit2.HttpException

data class DialhubFieldError(val path: String, val message: String)
data class DialhubErrorBody(val error: String, val details: List<DialhubFieldError> = emptyList())

sealed class DialhubFailure(msg: String) : RuntimeException(msg) {
    class UserMissing(msg: String) : DialhubFailure(msg)
    class Transient(msg: String) : DialhubFailure(msg)
    class Disabled(msg: String) : DialhubFailure(msg)
    class Other(val status: Int, msg: String) : DialhubFailure(msg)
}

fun HttpException.toDialhubFailure(mapper: ObjectMapper): DialhubFailure {
    val body = response()?.errorBody()?.string()?.let {
        runCatching { mapper.readValue<DialhubErrorBody>(it) }.getOrNull()
    }
    val msg = body?.error ?: message()
    return when (code()) {
        404 -> if (msg.equals("user not found", ignoreCase = true)) DialhubFailure.UserMissing(msg) else DialhubFailure.Other(404, msg)
        502 -> DialhubFailure.Transient(msg)
        503 -> DialhubFailure.Disabled("Dialhub public API is disabled: $msg")
        else -> DialhubFailure.Other(code(), msg)
    }
}
