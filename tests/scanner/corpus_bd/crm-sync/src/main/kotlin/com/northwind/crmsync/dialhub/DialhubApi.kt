package com.northwind.crmsync.dialhub

import retrofit2.Response
import retrofit2.http.*

interface DialhubApi {
    @GET("contact-lists")
    suspend fun contactLists(@Query("page") page: Int = 1): Page<ContactList>

    @GET("contact-lists/{id}")
    suspend fun contactList(@Path("id") id: String): ContactList

    @POST("contact-lists/{id}/contacts")
    suspend fun addContacts(@Path("id") id: String, @Body body: AddContacts): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") id: String, @Path("phone") phone: String): Response<Unit>

    @GET("calls")
    suspend fun calls(@Query("since") since: String): Page<Call>
}

data class Page<T>(val data: List<T>, val hasMore: Boolean = false)
data class ContactList(val id: String, val name: String, val size: Int)
data class AddContacts(val phones: List<String>)
data class Call(val id: String, val from: String, val to: String, val durationSec: Int)
