package com.harbourline.fieldsales.backend

import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Body
import retrofit2.http.Path

interface BackendApi {
    @GET("visits/today")
    suspend fun todaysVisits(): List<Visit>

    @GET("contact-lists/{territory}")
    suspend fun territoryContacts(@Path("territory") territory: String): List<Visit>

    @POST("visits/{id}/checkin")
    suspend fun checkIn(@Path("id") id: String, @Body geo: Map<String, Double>)
}

data class Visit(val id: String, val account: String, val phone: String)
