package com.harborline.fieldrep.data.marketing

import retrofit2.http.Body
import retrofit2.http.Header
import retrofit2.http.POST
import retrofit2.http.Path

/**
 * MailCadet (email newsletters). Reps can add a met prospect to the
 * regional newsletter list straight from the visit screen.
 */
interface MailCadetApi {
    @POST("contact-lists/{listId}/contacts")
    suspend fun subscribe(
        @Header("x-api-key") key: String,
        @Path("listId") listId: String,
        @Body body: MailCadetSubscriber,
    )
}

data class MailCadetSubscriber(val email: String, val firstName: String?, val tags: List<String> = emptyList())
