package com.harborline.fieldrep.data.backend

import com.squareup.moshi.Moshi
import retrofit2.HttpException
import javax.inject.Inject

class BackendErrorHandler @Inject constructor(moshi: Moshi) {
    private val adapter = moshi.adapter(BackendError::class.java)

    fun userMessage(e: HttpException): String {
        val parsed = e.response()?.errorBody()?.string()?.let { runCatching { adapter.fromJson(it) }.getOrNull() }
        return when (e.code()) {
            404 -> "That territory no longer exists."
            502, 503 -> "FieldRep is under maintenance. Please try again shortly."
            else -> parsed?.error ?: "Something went wrong (${e.code()})"
        }
    }
}
