package com.kestrelledger.repapp.callbrook

import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path

/** Legacy (v1) endpoints. Remove with the CALLBROOK_V2 flag. */
interface CallbrookV1Service {
    @GET("contact-lists")
    suspend fun contactLists(): ContactListsResponse

    @POST("contact-lists/{id}/contacts")
    suspend fun addContacts(@Path("id") listId: String, @Body body: AddContactsBody)

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") listId: String, @Path("phone") phone: String)
}

data class ContactListDto(val id: String, val name: String, val size: Int)
data class ContactListsResponse(val data: List<ContactListDto>)
data class AddContactsBody(val contacts: List<Map<String, String>>)
