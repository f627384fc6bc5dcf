package com.harborpike.field.net

import com.squareup.moshi.JsonClass
import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path

interface BackendApi {
    @GET("v1/routes/today")
    suspend fun todaysRoute(): RouteDto

    @GET("v1/contact-lists")
    suspend fun savedAudiences(): List<AudienceDto>

    @POST("v1/visits/{storeId}/checkin")
    suspend fun checkIn(@Path("storeId") storeId: String, @Body body: CheckInBody)
}

@JsonClass(generateAdapter = true)
data class RouteDto(val id: String, val stops: List<StopDto>)

@JsonClass(generateAdapter = true)
data class StopDto(val storeId: String, val name: String, val phone: String?)

@JsonClass(generateAdapter = true)
data class AudienceDto(val id: String, val label: String)

@JsonClass(generateAdapter = true)
data class CheckInBody(val lat: Double, val lng: Double)

/** Our BFF replies {"error": "..."} on failure. */
@JsonClass(generateAdapter = true)
data class BackendError(val error: String, val traceId: String? = null)
