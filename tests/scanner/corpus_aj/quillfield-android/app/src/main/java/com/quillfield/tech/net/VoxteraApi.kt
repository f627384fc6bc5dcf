package com.quillfield.tech.net

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.Header
import retrofit2.http.POST
import retrofit2.http.Path

interface VoxteraApi {
    @GET("api/public/v1/contact-lists")
    suspend fun lists(@Header("x-user-email") actingEmail: String): Response<ListPage>

    @POST("api/public/v1/contact-lists/{id}/contacts")
    suspend fun addContacts(
        @Path("id") id: String,
        @Header("x-user-email") email: String,
        @Body body: AddContacts,
    ): Response<Unit>

    @DELETE("api/public/v1/contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") id: String, @Path("phone") phone: String): Response<Unit>
}

data class ListPage(val data: List<ContactList>)
data class ContactList(val id: String, val name: String)
data class AddContacts(val contacts: List<Map<String, String>>)
data class VoxteraError(val error: String, val details: List<Map<String, String>>?)
