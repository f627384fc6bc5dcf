package com.okapi.batch.mailjet

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.Header
import retrofit2.http.POST
import retrofit2.http.Path

data class MjList(val ID: Long, val Name: String, val SubscriberCount: Int)
data class MjListPage(val Count: Int, val Data: List<MjList>)
data class MjManageContact(val Email: String, val Action: String = "addnoforce")

/** Mailjet newsletter lists (basic auth). Not related to the dialer. */
interface MailjetClient {
    @GET("contactslist")
    suspend fun contactLists(@Header("Authorization") basic: String): Response<MjListPage>

    @POST("contactslist/{id}/managecontact")
    suspend fun addContact(
        @Header("Authorization") basic: String,
        @Path("id") listId: Long,
        @Body body: MjManageContact,
    ): Response<Unit>
}
