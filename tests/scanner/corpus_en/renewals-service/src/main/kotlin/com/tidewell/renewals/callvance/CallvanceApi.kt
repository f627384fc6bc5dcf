package com.tidewell.renewals.callvance

import io.micronaut.http.HttpResponse
import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Delete
import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Header
import io.micronaut.http.annotation.Headers
import io.micronaut.http.annotation.Patch
import io.micronaut.http.annotation.PathVariable
import io.micronaut.http.annotation.Post
import io.micronaut.http.annotation.QueryValue
import io.micronaut.http.client.annotation.Client
import io.micronaut.retry.annotation.Retryable

/**
 * Declarative client for the Callvance dialer API (contact lists only).
 */
@Client(id = "callvance")
@Headers(
    Header(name = "X-Api-Key", value = "\${callvance.api-key}"),
    Header(name = "X-User-Id", value = "\${callvance.acting-user-id}"),
)
@Retryable(attempts = "3", delay = "500ms", predicate = CallvanceRetryPredicate::class)
interface CallvanceApi {

    @Get("/contact-lists{?page,per_page}")
    fun lists(@QueryValue page: Int = 1, @QueryValue("per_page") perPage: Int = 100): List<ContactList>

    @Get("/contact-lists/{id}")
    fun list(@PathVariable id: Long): ContactList

    @Patch("/contact-lists/{id}")
    fun update(@PathVariable id: Long, @Body patch: ContactListPatch): ContactList

    @Post("/contact-lists/{id}/contacts")
    fun addContacts(@PathVariable id: Long, @Body body: AddContacts): HttpResponse<AddContactsResult>

    @Delete("/contact-lists/{id}/contacts/{phone}")
    fun removeContact(@PathVariable id: Long, @PathVariable phone: String): HttpResponse<Unit>
}
