package com.harborline.fieldrep.data.callpilot

import com.squareup.moshi.Moshi
import retrofit2.HttpException
import timber.log.Timber
import javax.inject.Inject

class CallPilotErrorMapper @Inject constructor(moshi: Moshi) {

    private val adapter = moshi.adapter(CallPilotErrorBody::class.java)

    fun map(e: HttpException): CallPilotError {
        val raw = e.response()?.errorBody()?.string()
        val body = raw?.let { runCatching { adapter.fromJson(it) }.getOrNull() }
        val message = body?.error.orEmpty()

        body?.details?.forEach { d -> Timber.d("CallPilot field %s: %s", d.path, d.message) }

        return when (e.code()) {
            401 -> CallPilotError.InvalidKey
            400 -> if (body?.details.isNullOrEmpty()) {
                CallPilotError.MissingActingUser
            } else {
                CallPilotError.Validation(
                    body!!.details!!.associate { (it.path ?: "?") to (it.message ?: "") }
                )
            }
            404 -> if (message.equals("user not found", ignoreCase = true)) {
                CallPilotError.RepNotProvisioned(message)
            } else {
                CallPilotError.ListNotFound(e.response()?.raw()?.request?.url?.pathSegments?.lastOrNull())
            }
            429 -> CallPilotError.RateLimited
            502 -> CallPilotError.IdentityProviderDown
            503 -> CallPilotError.ApiDisabled
            else -> CallPilotError.Unknown(e.code(), raw)
        }
    }
}
