package com.brightcart.salescompanion.data.backend

import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path

data class Rep(val id: String, val email: String, val name: String)
data class Note(val customerId: String, val text: String)

interface BackendService {
    @GET("me")
    suspend fun me(): Rep

    @GET("customers/{id}/contact-lists")
    suspend fun customerLists(@Path("id") customerId: String): List<String>

    @POST("notes")
    suspend fun addNote(@Body note: Note)
}
