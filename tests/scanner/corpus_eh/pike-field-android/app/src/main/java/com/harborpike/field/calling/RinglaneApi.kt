package com.harborpike.field.calling

import com.harborpike.field.calling.model.AppendContactsRequest
import com.harborpike.field.calling.model.ContactListDto
import com.harborpike.field.calling.model.CreateContactListRequest
import com.harborpike.field.calling.model.CallDto
import com.harborpike.field.calling.model.UpdateContactListRequest
import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

/**
 * Ringlane public API (dialer + call lists). Base URL is injected from BuildConfig.
 * Every call needs the shared key and the acting rep, see [RinglaneAuthInterceptor].
 */
interface RinglaneApi {

    @GET("contact-lists")
    suspend fun listContactLists(@Query("page") page: Int = 1): List<ContactListDto>

    @POST("contact-lists")
    suspend fun createContactList(@Body body: CreateContactListRequest): ContactListDto

    @GET("contact-lists/{id}")
    suspend fun getContactList(@Path("id") id: String): ContactListDto

    @PATCH("contact-lists/{id}")
    suspend fun renameContactList(@Path("id") id: String, @Body body: UpdateContactListRequest): ContactListDto

    @DELETE("contact-lists/{id}")
    suspend fun deleteContactList(@Path("id") id: String): Response<Unit>

    @GET("contact-lists/{id}/contacts")
    suspend fun contactsInList(@Path("id") id: String): List<String>

    @POST("contact-lists/{id}/contacts")
    suspend fun appendContacts(@Path("id") id: String, @Body body: AppendContactsRequest): ContactListDto

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") id: String, @Path("phone") phoneE164: String): Response<Unit>

    @GET("calls")
    suspend fun recentCalls(@Query("since") sinceIso: String, @Query("limit") limit: Int = 50): List<CallDto>
}
