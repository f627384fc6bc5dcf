package com.harborline.fieldrep.data.callpilot

import com.harborline.fieldrep.data.callpilot.model.AppendContactsRequest
import com.harborline.fieldrep.data.callpilot.model.CallLogDto
import com.harborline.fieldrep.data.callpilot.model.ContactListDto
import com.harborline.fieldrep.data.callpilot.model.CreateContactListRequest
import com.harborline.fieldrep.data.callpilot.model.PagedResponse
import com.harborline.fieldrep.data.callpilot.model.UpdateContactListRequest
import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.HTTP
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

/** Retrofit binding for CallPilot. Base URL comes from BuildConfig.CALLPILOT_BASE_URL. */
interface CallPilotApi {

    @GET("contact-lists")
    suspend fun listContactLists(
        @Query("page") page: Int = 1,
        @Query("per_page") perPage: Int = 50,
    ): PagedResponse<ContactListDto>

    @POST("contact-lists")
    suspend fun createContactList(@Body body: CreateContactListRequest): ContactListDto

    @GET("contact-lists/{listId}")
    suspend fun getContactList(@Path("listId") listId: String): ContactListDto

    @PATCH("contact-lists/{listId}")
    suspend fun renameContactList(
        @Path("listId") listId: String,
        @Body body: UpdateContactListRequest,
    ): ContactListDto

    @DELETE("contact-lists/{listId}")
    suspend fun deleteContactList(@Path("listId") listId: String): Response<Unit>

    @POST("contact-lists/{listId}/contacts")
    suspend fun appendContacts(
        @Path("listId") listId: String,
        @Body body: AppendContactsRequest,
    ): Response<Unit>

    @DELETE("contact-lists/{listId}/contacts/{phone}")
    suspend fun removeContact(
        @Path("listId") listId: String,
        @Path("phone", encoded = false) phoneE164: String,
    ): Response<Unit>

    @GET("contact-lists/{listId}/contacts")
    suspend fun listContacts(@Path("listId") listId: String): PagedResponse<String>

    @HTTP(method = "DELETE", path = "contact-lists/{listId}/contacts", hasBody = true)
    suspend fun removeContacts(@Path("listId") listId: String, @Body body: AppendContactsRequest): Response<Unit>

    @GET("calls")
    suspend fun recentCalls(@Query("since") sinceIso: String): PagedResponse<CallLogDto>
}
