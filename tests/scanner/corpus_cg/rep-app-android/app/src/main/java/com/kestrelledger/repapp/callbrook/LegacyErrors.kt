package com.kestrelledger.repapp.callbrook

import com.squareup.moshi.Moshi
import retrofit2.HttpException

data class LegacyErrorDetail(val path: String, val message: String)
data class LegacyError(val error: String, val details: List<LegacyErrorDetail>? = null)

sealed class DialerProblem {
    object SeatMissing : DialerProblem()
    object TryAgain : DialerProblem()
    object ServiceOff : DialerProblem()
    data class Other(val message: String) : DialerProblem()
}

private val adapter = Moshi.Builder().build().adapter(LegacyError::class.java)

fun HttpException.toDialerProblem(): DialerProblem {
    val parsed = response()?.errorBody()?.string()?.let { runCatching { adapter.fromJson(it) }.getOrNull() }
    return when (code()) {
        502 -> DialerProblem.TryAgain
        503 -> DialerProblem.ServiceOff
        404 -> if (parsed?.error == "user not found") DialerProblem.SeatMissing else DialerProblem.Other(parsed?.error ?: message())
        else -> DialerProblem.Other(parsed?.error ?: message())
    }
}
