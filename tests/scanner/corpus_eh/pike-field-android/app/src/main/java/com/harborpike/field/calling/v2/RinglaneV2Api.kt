package com.harborpike.field.calling.v2

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import retrofit2.http.GET
import retrofit2.http.Path

/**
 * Started moving call history to Ringlane v2 (https://api.ringlane.io/api/public/v2/).
 * v2 errors are {"error": {"code": "...", "message": "..."}}.
 */
interface RinglaneV2Api {
    @GET("calls/{id}")
    suspend fun call(@Path("id") id: String): CallV2
}

@Serializable
data class CallV2(
    val id: String,
    @SerialName("to_number") val toNumber: String,
    @SerialName("duration_s") val durationSeconds: Int,
)

@Serializable
data class RinglaneV2ErrorEnvelope(val error: RinglaneV2Error)

@Serializable
data class RinglaneV2Error(
    val code: String,
    val message: String,
    @SerialName("request_id") val requestId: String? = null,
)
