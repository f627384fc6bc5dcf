package com.fieldwise.app.net

import com.fieldwise.app.net.dto.VisitDto
import com.fieldwise.app.net.dto.AccountDto
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Body

/** Our own backend (fieldwise-bff). */
interface FieldwiseApi {
    @GET("v1/accounts")
    suspend fun accounts(): List<AccountDto>

    @GET("v1/accounts/{id}/visits")
    suspend fun visits(@Path("id") accountId: String): List<VisitDto>

    @POST("v1/visits")
    suspend fun logVisit(@Body visit: VisitDto): VisitDto

    @GET("mobile/call-lists")
    suspend fun suggestedCallLists(): List<String>
}
