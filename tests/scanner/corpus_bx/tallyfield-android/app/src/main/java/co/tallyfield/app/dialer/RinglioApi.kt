package co.tallyfield.app.dialer

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

data class ContactListDto(val id: String, val name: String, val contact_count: Int = 0)
data class CreateListRequest(val name: String)
data class PhoneContact(val phone: String)
data class AppendContactsRequest(val contacts: List<PhoneContact>)

interface RinglioApi {
    @GET("contact-lists")
    suspend fun contactLists(@Query("page") page: Int = 1): Response<List<ContactListDto>>

    @POST("contact-lists")
    suspend fun createList(@Body body: CreateListRequest): Response<ContactListDto>

    @PATCH("contact-lists/{id}")
    suspend fun renameList(@Path("id") id: String, @Body body: CreateListRequest): Response<ContactListDto>

    @POST("contact-lists/{id}/contacts")
    suspend fun appendContacts(@Path("id") id: String, @Body body: AppendContactsRequest): Response<Unit>

    @DELETE("contact-lists/{id}/contacts/{phone}")
    suspend fun removeContact(@Path("id") id: String, @Path("phone") phone: String): Response<Unit>
}
