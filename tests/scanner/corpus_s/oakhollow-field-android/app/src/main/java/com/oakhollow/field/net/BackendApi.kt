package com.oakhollow.field.net

import kotlinx.serialization.Serializable
import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.POST

@Serializable
data class VisitDto(val id: String, val accountId: String, val notes: String?)

/** Our own field-api; note its contact-lists are CRM lists, not the dialer's. */
interface BackendApi {
    @GET("v1/visits")
    suspend fun visits(): List<VisitDto>

    @POST("v1/visits")
    suspend fun logVisit(@Body visit: VisitDto): VisitDto

    @GET("v1/crm/contact-lists")
    suspend fun crmLists(): List<Map<String, String>>
}
