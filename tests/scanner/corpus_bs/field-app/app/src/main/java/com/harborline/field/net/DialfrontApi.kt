package com.harborline.field.net

import kotlinx.serialization.Serializable
import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path

@Serializable
data class DialList(val id: String, val name: String, val size: Int = 0)

@Serializable
data class DialListPage(val data: List<DialList>)

@Serializable
data class PhoneContact(val phone: String, val name: String? = null)

@Serializable
data class AppendContacts(val contacts: List<PhoneContact>)

/** Retrofit surface for the Dialfront dialer. Base URL: BuildConfig.DIALFRONT_URL */
interface DialfrontApi {
    @GET("contact-lists")
    suspend fun lists(): Response<DialListPage>

    @POST("contact-lists/{id}/contacts")
    suspend fun addToList(@Path("id") listId: String, @Body body: AppendContacts): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeFromList(@Path("id") listId: String, @Path("phone") phone: String): Response<Unit>
}
