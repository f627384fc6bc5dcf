package com.orchardly.campaigns.ringlane

import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.module.kotlin.readValue
import retrofit2.HttpException

data class RinglaneErrorDetail(val path: String, val message: String)
data class RinglaneErrorBody(val error: String, val details: List<RinglaneErrorDetail> = emptyList())

sealed class RinglaneException(msg: String) : RuntimeException(msg) {
    class ApiDisabled : RinglaneException("Ringlane public API disabled for our account")
    class ActingUserMissing(msg: String) : RinglaneException(msg)
    class ListNotFound(msg: String) : RinglaneException(msg)
    class Validation(val fields: Map<String, String>) : RinglaneException("validation failed: $fields")
    class Other(val status: Int, msg: String) : RinglaneException(msg)
}

fun HttpException.toRinglane(mapper: ObjectMapper): RinglaneException {
    val raw = response()?.errorBody()?.string().orEmpty()
    val body = runCatching { mapper.readValue<RinglaneErrorBody>(raw) }.getOrNull()
    val msg = body?.error ?: message()
    return when (code()) {
        503 -> RinglaneException.ApiDisabled()
        404 -> if (msg.equals("user not found", ignoreCase = true)) {
            RinglaneException.ActingUserMissing(msg)
        } else RinglaneException.ListNotFound(msg)
        400 -> RinglaneException.Validation(body?.details.orEmpty().associate { it.path to it.message })
        else -> RinglaneException.Other(code(), msg)
    }
}
