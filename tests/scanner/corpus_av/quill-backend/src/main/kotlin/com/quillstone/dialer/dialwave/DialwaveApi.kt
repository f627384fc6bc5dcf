package com.quillstone.dialer.dialwave

import retrofit2.Response
import retrofit2.http.*

interface DialwaveApi {
    @GET("contact-lists")
    suspend fun listContactLists(@Query("page") page: Int = 1): Response<ContactListPage>

    @POST("contact-lists")
    suspend fun createContactList(@Body body: NewContactList): Response<ContactList>

    @GET("contact-lists/{id}")
    suspend fun getContactList(@Path("id") id: String): Response<ContactList>

    @DELETE("contact-lists/{id}")
    suspend fun deleteContactList(@Path("id") id: String): Response<Unit>

    @PATCH("contact-lists/{id}")
    suspend fun renameContactList(@Path("id") id: String, @Body body: RenameContactList): Response<ContactList>

    @POST("contact-lists/{id}/contacts")
    suspend fun appendContacts(@Path("id") id: String, @Body body: AppendContacts): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") id: String, @Path("phone") phone: String): Response<Unit>

    @GET("calls")
    suspend fun listCalls(@Query("since") since: String): Response<CallPage>
}
