package com.harborline.fieldcall.net.dialwave

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

interface DialwaveApi {

    @GET("contact-lists")
    suspend fun contactLists(@Query("owner") ownerEmail: String? = null): Response<List<ContactListJson>>

    @POST("contact-lists/{id}/contacts")
    suspend fun addContacts(@Path("id") listId: String, @Body body: AddContactsBody): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") listId: String, @Path("phone") phone: String): Response<Unit>

    @GET("calls/{id}")
    suspend fun call(@Path("id") callId: String): Response<CallJson>
}

data class ContactListJson(val id: String, val name: String, val contactCount: Int)
data class AddContactsBody(val phones: List<String>)
data class CallJson(val id: String, val outcome: String?, val durationSeconds: Int)
