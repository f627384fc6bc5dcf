package com.harborlogistics.dispatch.calling

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.PUT
import retrofit2.http.Header
import retrofit2.http.Path
import retrofit2.http.Query

/**
 * Retrofit surface of the calling service ("Harbor Voice" in the app).
 * Base URL comes from NetworkModule. The list endpoints below are the
 * legacy ones; [putList] is the v2 replacement being rolled out behind a flag.
 */
interface CallingApi {

    @GET("contact-lists")
    suspend fun lists(): Response<List<ContactListDto>>

    @POST("contact-lists")
    suspend fun createList(@Body body: CreateListWithContacts): Response<ContactListDto>

    @PATCH("contact-lists/{id}")
    suspend fun renameList(@Path("id") id: Long, @Body body: RenameList): Response<ContactListDto>

    @DELETE("contact-lists/{id}/contacts")
    suspend fun removeByPhone(@Path("id") id: Long, @Query("phone") phone: String): Response<Unit>

    @PUT("https://voice.harborlogistics.com/api/public/v2/lists/{id}")
    suspend fun putList(
        @Path("id") id: Long,
        @Header("Authorization") bearer: String,
        @Header("Idempotency-Key") idempotencyKey: String,
        @Body body: ListWrite,
    ): Response<ListDto>
}

data class ContactListDto(val id: Long, val name: String, val groupName: String?, val contactsCount: Int)
data class CreateListWithContacts(val name: String, val contacts: List<PhoneContact>)
data class PhoneContact(val phone: String, val name: String? = null)
data class RenameList(val name: String?, val groupName: String?)
data class ListWrite(val name: String, val ownerId: String, val groupName: String?)
data class ListDto(val id: Long, val name: String, val ownerId: String, val groupName: String?, val contactsCount: Int)
