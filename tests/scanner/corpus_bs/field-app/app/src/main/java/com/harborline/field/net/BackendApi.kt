package com.harborline.field.net

import kotlinx.serialization.Serializable
import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path

@Serializable
data class SiteSurvey(val id: String, val address: String, val roofPitch: Double? = null)

@Serializable
data class BackendError(val error: String, val requestId: String? = null)

interface BackendApi {
    @GET("v1/surveys/today")
    suspend fun todaysSurveys(): Response<List<SiteSurvey>>

    @POST("v1/surveys/{id}/complete")
    suspend fun complete(@Path("id") id: String, @Body survey: SiteSurvey): Response<Unit>

    @GET("v1/contact-lists/mine")
    suspend fun myCallbackLists(): Response<List<String>>
}
