package com.fieldwise.app.calling

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

/**
 * Ringlane dialer API. Base URL comes from BuildConfig.RINGLANE_BASE_URL,
 * auth headers are added by [RinglaneAuthInterceptor].
 */
interface RinglaneApi {

    @GET("users/me")
    suspend fun me(): RinglaneUserDto

    @GET("contact-lists")
    suspend fun listContactLists(
        @Query("page") page: Int = 1,
        @Query("per_page") perPage: Int = 50,
    ): ContactListPageDto

    @POST("contact-lists")
    suspend fun createContactList(@Body body: CreateContactListRequest): ContactListDto

    @GET("contact-lists/{id}")
    suspend fun getContactList(@Path("id") id: String): ContactListDto

    @PATCH("contact-lists/{id}")
    suspend fun renameContactList(@Path("id") id: String, @Body body: RenameContactListRequest): ContactListDto

    @DELETE("contact-lists/{id}")
    suspend fun deleteContactList(@Path("id") id: String): Response<Unit>

    @GET("contact-lists/{id}/contacts")
    suspend fun listContacts(@Path("id") id: String, @Query("page") page: Int = 1): ContactPageDto

    @POST("contact-lists/{id}/contacts")
    suspend fun appendContacts(@Path("id") id: String, @Body body: AppendContactsRequest): ContactListDto

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") id: String, @Path("phone", encoded = false) phone: String): Response<Unit>

    @POST("calls")
    suspend fun startCall(@Body body: StartCallRequest): CallDto
}
