package co.northbeam.reps.callspring

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

data class ContactList(val id: Long, val name: String, val contactCount: Int)
data class ContactListPage(val data: List<ContactList>, val nextCursor: String?)
data class AppendContactsRequest(val contacts: List<PhoneContact>)
data class PhoneContact(val phone: String, val firstName: String? = null)
data class CallRequest(val from: String, val to: String)
data class CallResponse(val id: String, val status: String)

interface CallspringApi {
    @GET("contact-lists")
    suspend fun contactLists(@Query("cursor") cursor: String? = null): Response<ContactListPage>

    @GET("contact-lists/{id}")
    suspend fun contactList(@Path("id") id: Long): Response<ContactList>

    @PATCH("contact-lists/{id}")
    suspend fun renameList(@Path("id") id: Long, @Body body: Map<String, String>): Response<ContactList>

    @DELETE("contact-lists/{id}")
    suspend fun deleteList(@Path("id") id: Long): Response<Unit>

    @POST("contact-lists/{id}/contacts")
    suspend fun appendContacts(@Path("id") id: Long, @Body body: AppendContactsRequest): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") id: Long, @Path("phone") phone: String): Response<Unit>

    @POST("calls")
    suspend fun startCall(@Body body: CallRequest): Response<CallResponse>
}
