package com.okapi.batch.voxhaul

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.Header
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

data class ContactListDto(val id: String, val name: String, val contactCount: Int?)
data class ContactListPage(val data: List<ContactListDto>, val nextCursor: String?)
data class PhoneContact(val phone: String, val firstName: String? = null)
data class AppendContactsRequest(val contacts: List<PhoneContact>)
data class VoxhaulErrorResponse(val error: String, val details: List<FieldError>? = null)
data class FieldError(val path: String, val message: String)

interface VoxhaulApi {
    @GET("contact-lists")
    suspend fun listContactLists(
        @Header("x-api-key") apiKey: String,
        @Header("x-user-id") actingUserId: String,
        @Query("cursor") cursor: String? = null,
    ): Response<ContactListPage>

    @POST("contact-lists/{id}/contacts")
    suspend fun appendContacts(
        @Header("x-api-key") apiKey: String,
        @Header("x-user-id") actingUserId: String,
        @Path("id") listId: String,
        @Body body: AppendContactsRequest,
    ): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(
        @Header("x-api-key") apiKey: String,
        @Header("x-user-id") actingUserId: String,
        @Path("id") listId: String,
        @Path("phone") phone: String,
    ): Response<Unit>
}
