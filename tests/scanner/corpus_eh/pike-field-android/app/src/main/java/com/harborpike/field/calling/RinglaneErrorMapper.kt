package com.harborpike.field.calling

import com.harborpike.field.calling.model.RinglaneErrorBody
import com.squareup.moshi.Moshi
import retrofit2.HttpException
import javax.inject.Inject

class RinglaneErrorMapper @Inject constructor(moshi: Moshi) {

    private val adapter = moshi.adapter(RinglaneErrorBody::class.java)

    fun map(e: HttpException, listId: String? = null, email: String? = null): RinglaneFailure {
        val raw = e.response()?.errorBody()?.string().orEmpty()
        val body = runCatching { adapter.fromJson(raw) }.getOrNull()
        val message = body?.error ?: e.message()
        return when (e.code()) {
            401 -> RinglaneFailure.InvalidKey()
            400 -> RinglaneFailure.MissingRep()
            404 -> if (message.equals("user not found", ignoreCase = true)) {
                RinglaneFailure.RepNotProvisioned(email)
            } else {
                RinglaneFailure.ListNotFound(listId)
            }
            502 -> RinglaneFailure.IdentityProviderDown()
            503 -> RinglaneFailure.ApiDisabled()
            429 -> RinglaneFailure.RateLimited(e.response()?.headers()?.get("Retry-After")?.toLongOrNull())
            else -> RinglaneFailure.Unknown(e.code(), describe(body) ?: message)
        }
    }

    private fun describe(body: RinglaneErrorBody?): String? =
        body?.details?.joinToString("; ") { "${it.path ?: "body"}: ${it.message}" }
}
