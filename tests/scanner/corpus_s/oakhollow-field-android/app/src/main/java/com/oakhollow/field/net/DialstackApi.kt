package com.oakhollow.field.net

import kotlinx.serialization.Serializable
import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

@Serializable
data class ContactListDto(val id: String, val name: String, val size: Int = 0)

@Serializable
data class ContactListPage(val items: List<ContactListDto>, val has_more: Boolean = false)

@Serializable
data class PhoneContact(val phone: String)

@Serializable
data class AppendContacts(val contacts: List<PhoneContact>)

interface DialstackApi {
    @GET("contact-lists")
    suspend fun contactLists(@Query("page") page: Int = 1): Response<ContactListPage>

    @GET("contact-lists/{id}")
    suspend fun contactList(@Path("id") id: String): Response<ContactListDto>

    @PATCH("contact-lists/{id}")
    suspend fun rename(@Path("id") id: String, @Body body: Map<String, String>): Response<ContactListDto>

    @POST("contact-lists/{id}/contacts")
    suspend fun append(@Path("id") id: String, @Body body: AppendContacts): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removePhone(@Path("id") id: String, @Path("phone") phone: String): Response<Unit>
}
