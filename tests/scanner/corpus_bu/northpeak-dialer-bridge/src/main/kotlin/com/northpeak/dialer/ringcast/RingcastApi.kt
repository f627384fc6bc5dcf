package com.northpeak.dialer.ringcast

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

interface RingcastApi {
    @GET("contact-lists")
    fun listContactLists(@Query("page") page: Int = 1): retrofit2.Call<ContactListPage>

    @POST("contact-lists")
    fun createContactList(@Body body: NewContactList): retrofit2.Call<ContactList>

    @PATCH("contact-lists/{id}")
    fun renameContactList(@Path("id") id: String, @Body body: NewContactList): retrofit2.Call<ContactList>

    @DELETE("contact-lists/{id}")
    fun deleteContactList(@Path("id") id: String): retrofit2.Call<Unit>

    @POST("contact-lists/{id}/contacts")
    fun addContacts(@Path("id") id: String, @Body body: ContactBatch): retrofit2.Call<AddResult>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    fun removeContact(@Path("id") id: String, @Path("phone") phone: String): retrofit2.Call<Unit>
}

data class NewContactList(val name: String)
data class ContactList(val id: String, val name: String, val size: Int)
data class ContactListPage(val data: List<ContactList>, val nextPage: Int?)
data class ContactBatch(val contacts: List<Contact>)
data class Contact(val phone: String, val firstName: String? = null)
data class AddResult(val added: Int, val skipped: Int)
