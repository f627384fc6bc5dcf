package com.brightcart.salescompanion.data.ringlane

import com.brightcart.salescompanion.data.ringlane.dto.RinglaneApiError
import com.squareup.moshi.Moshi
import retrofit2.HttpException
import java.io.IOException

sealed interface RinglaneFailure {
    data object NotLinked : RinglaneFailure          // rep has no Ringlane seat
    data object Offline : RinglaneFailure
    data object TryAgain : RinglaneFailure
    data object Disabled : RinglaneFailure
    data class Other(val message: String) : RinglaneFailure
}

class RinglaneErrorMapper(moshi: Moshi) {
    private val adapter = moshi.adapter(RinglaneApiError::class.java)

    fun map(t: Throwable): RinglaneFailure = when (t) {
        is IOException -> RinglaneFailure.Offline
        is HttpException -> fromHttp(t)
        else -> RinglaneFailure.Other(t.message ?: "unknown")
    }

    private fun fromHttp(e: HttpException): RinglaneFailure {
        val apiError = e.response()?.errorBody()?.source()?.let { runCatching { adapter.fromJson(it) }.getOrNull() }
        val text = apiError?.message.orEmpty()
        return when (e.code()) {
            404 -> if (text == USER_NOT_FOUND) RinglaneFailure.NotLinked else RinglaneFailure.Other(text)
            502 -> RinglaneFailure.TryAgain
            503 -> RinglaneFailure.Disabled
            429 -> RinglaneFailure.TryAgain
            else -> RinglaneFailure.Other(apiError?.details?.firstOrNull()?.message ?: text)
        }
    }

    private companion object {
        const val USER_NOT_FOUND = "user not found"
    }
}
