package com.orchardly.campaigns.ringlane

import retrofit2.Response
import retrofit2.http.*

data class ContactListDto(val id: Long, val name: String, val contactCount: Int)
data class NewContactList(val name: String, val dialMode: String = "power")
data class ContactsPayload(val contacts: List<ContactDto>)
data class ContactDto(val phone: String, val firstName: String? = null, val lastName: String? = null)
data class CallDto(val id: String, val status: String, val durationSec: Int?)

interface RinglaneApi {
    @GET("contact-lists")
    suspend fun listContactLists(@Query("page") page: Int = 1): List<ContactListDto>

    @POST("contact-lists")
    suspend fun createContactList(@Body body: NewContactList): ContactListDto

    @GET("contact-lists/{id}")
    suspend fun getContactList(@Path("id") id: Long): ContactListDto

    @DELETE("contact-lists/{id}")
    suspend fun deleteContactList(@Path("id") id: Long): Response<Unit>

    @POST("contact-lists/{id}/contacts")
    suspend fun addContacts(@Path("id") id: Long, @Body body: ContactsPayload): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") id: Long, @Path("phone") phone: String): Response<Unit>

    @GET("calls/{id}")
    suspend fun getCall(@Path("id") id: String): CallDto
}
