package com.harborline.fieldrep.data.backend

import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path

interface BackendApi {
    @GET("territories/mine")
    suspend fun myTerritories(): List<TerritoryDto>

    @GET("territories/{id}/accounts")
    suspend fun accounts(@Path("id") territoryId: String): List<AccountDto>

    @POST("visits")
    suspend fun logVisit(@Body visit: VisitDto): VisitDto
}

data class TerritoryDto(val id: String, val name: String)
data class AccountDto(val id: String, val name: String, val phone: String?)
data class VisitDto(val accountId: String, val notes: String, val at: String)

/** Our backend returns {"error": "..."} on failures (express default handler). */
data class BackendError(val error: String)
