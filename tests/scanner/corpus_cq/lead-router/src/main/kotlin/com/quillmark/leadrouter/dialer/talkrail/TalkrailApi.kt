package com.quillmark.leadrouter.dialer.talkrail

import retrofit2.Call
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path

interface TalkrailApi {
    @GET("contact-lists")
    fun lists(): Call<ListPage>

    @POST("contact-lists")
    fun create(@Body req: CreateListRequest): Call<ContactListDto>

    @PATCH("contact-lists/{id}")
    fun rename(@Path("id") id: String, @Body req: CreateListRequest): Call<ContactListDto>

    @POST("contact-lists/{id}/contacts")
    fun append(@Path("id") id: String, @Body req: AppendRequest): Call<AppendResult>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    fun remove(@Path("id") id: String, @Path("phone") phone: String): Call<Unit>
}

data class ListPage(val data: List<ContactListDto>)
data class ContactListDto(val id: String, val name: String, val contactCount: Int = 0)
data class CreateListRequest(val name: String)
data class AppendRequest(val contacts: List<Map<String, String>>)
data class AppendResult(val added: Int)
