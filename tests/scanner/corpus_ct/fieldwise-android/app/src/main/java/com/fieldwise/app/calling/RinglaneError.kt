package com.fieldwise.app.calling

import com.squareup.moshi.JsonClass
import com.squareup.moshi.Moshi
import retrofit2.HttpException

@JsonClass(generateAdapter = true)
data class RinglaneErrorBody(
    val error: String,
    val details: List<RinglaneErrorDetail>? = null,
)

@JsonClass(generateAdapter = true)
data class RinglaneErrorDetail(val path: String? = null, val message: String? = null)

sealed class CallingError(message: String) : Exception(message) {
    object BadKey : CallingError("Ringlane rejected the API key")
    object MissingActingUser : CallingError("No Ringlane user on the request")
    object UnknownAgent : CallingError("Your account isn't set up for calling yet")
    object ListNotFound : CallingError("That call list no longer exists")
    object RateLimited : CallingError("Too many requests, try again shortly")
    object LoginProviderDown : CallingError("Sign-in service unavailable, retrying")
    object CallingDisabled : CallingError("Calling is turned off for your organisation")
    class Validation(val fields: Map<String, String>) : CallingError("Invalid input")
    class Unknown(message: String) : CallingError(message)
}

object RinglaneErrorMapper {

    private val adapter = Moshi.Builder().build().adapter(RinglaneErrorBody::class.java)

    fun map(e: HttpException): CallingError {
        val body = e.response()?.errorBody()?.string()?.let { runCatching { adapter.fromJson(it) }.getOrNull() }
        return when (e.code()) {
            400 -> if (body?.details.isNullOrEmpty()) CallingError.MissingActingUser else CallingError.Validation(fieldErrors(body!!))
            401 -> CallingError.BadKey
            404 -> when {
                body?.error.equals("user not found", ignoreCase = true) -> CallingError.UnknownAgent
                else -> CallingError.ListNotFound
            }
            429 -> CallingError.RateLimited
            502 -> CallingError.LoginProviderDown
            503 -> CallingError.CallingDisabled
            else -> CallingError.Unknown(body?.error ?: "Ringlane HTTP ${e.code()}")
        }
    }

    private fun fieldErrors(body: RinglaneErrorBody): Map<String, String> =
        body.details.orEmpty().associate { (it.path ?: "_") to (it.message ?: "invalid") }
}
