package com.harbourline.fieldsales.ringcast

import retrofit2.Response
import retrofit2.http.*

interface RingcastService {

    @GET("contact-lists")
    suspend fun myLists(@Query("owner") ownerEmail: String): List<RingcastList>

    @PATCH("contact-lists/{id}")
    suspend fun rename(@Path("id") id: String, @Body body: Map<String, String>): RingcastList

    @POST("contact-lists/{id}/contacts")
    suspend fun addPhones(@Path("id") id: String, @Body body: PhonesBody): Response<Unit>

    @DELETE("contact-lists/{listId}/contacts/{phone}")
    suspend fun removePhone(@Path("listId") listId: String, @Path("phone") phone: String): Response<Unit>
}

data class RingcastList(val id: String, val name: String, val contactCount: Int)
data class PhonesBody(val phones: List<String>)
