package com.brightcart.salescompanion.data.ringlane

import com.brightcart.salescompanion.data.ringlane.dto.AppendContactsRequest
import com.brightcart.salescompanion.data.ringlane.dto.ContactListDto
import com.brightcart.salescompanion.data.ringlane.dto.ContactListsResponse
import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

interface RinglaneService {
    @GET("contact-lists")
    suspend fun contactLists(@Query("owner") ownerEmail: String? = null): ContactListsResponse

    @POST("contact-lists")
    suspend fun createContactList(@Body body: Map<String, String>): ContactListDto

    @GET("contact-lists/{id}")
    suspend fun contactList(@Path("id") id: String): ContactListDto

    @PATCH("contact-lists/{id}")
    suspend fun renameContactList(@Path("id") id: String, @Body body: Map<String, String>): ContactListDto

    @DELETE("contact-lists/{id}")
    suspend fun deleteContactList(@Path("id") id: String): Response<Unit>

    @POST("contact-lists/{id}/contacts")
    suspend fun appendContacts(@Path("id") id: String, @Body body: AppendContactsRequest): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") id: String, @Path("phone") phone: String): Response<Unit>

    @GET("calls/recent")
    suspend fun recentCalls(@Query("limit") limit: Int = 20): List<Map<String, Any?>>
}
