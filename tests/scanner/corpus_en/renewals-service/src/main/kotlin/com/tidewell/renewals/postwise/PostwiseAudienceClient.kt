package com.tidewell.renewals.postwise

import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Delete
import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.PathVariable
import io.micronaut.http.annotation.Post
import io.micronaut.http.client.annotation.Client
import io.micronaut.serde.annotation.Serdeable

/**
 * Postwise (renewal reminder e-mails). Their "contact lists" are e-mail audiences,
 * unrelated to the dialer lists in Callvance.
 */
@Client(id = "postwise")
@Header(name = "x-api-key", value = "\${postwise.api-key}")
interface PostwiseAudienceClient {

    @Get("/contact-lists/{listId}")
    fun get(@PathVariable listId: String): PostwiseList

    @Post("/contact-lists/{listId}/contacts")
    fun subscribe(@PathVariable listId: String, @Body contacts: List<PostwiseContact>): PostwiseResult

    @Delete("/contact-lists/{listId}/contacts/{email}")
    fun unsubscribe(@PathVariable listId: String, @PathVariable email: String)
}

@Serdeable
data class PostwiseList(val id: String, val name: String, val subscriberCount: Int)

@Serdeable
data class PostwiseContact(val email: String, val firstName: String?, val lastName: String?)

@Serdeable
data class PostwiseResult(val queued: Int)

@Serdeable
data class PostwiseError(val error: String, val details: List<String> = emptyList())
