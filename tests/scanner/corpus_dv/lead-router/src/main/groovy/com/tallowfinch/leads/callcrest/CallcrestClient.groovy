package com.tallowfinch.leads.callcrest

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
 * Declarative client for the Callcrest dialer. Base URL + path come from
 * micronaut.http.services.callcrest in application.yml.
 */
@Client(id = "callcrest", errorType = CallcrestError)
@Headers([
    @Header(name = CallcrestHeaders.API_KEY, value = '${callcrest.api-key}'),
    @Header(name = CallcrestHeaders.ACTING_EMAIL, value = '${callcrest.acting-user-email}'),
    @Header(name = "Accept", value = "application/json")
])
interface CallcrestClient {

    @Get("/contact-lists{?limit,cursor}")
    ContactListPage listContactLists(@QueryValue Integer limit, @QueryValue String cursor)

    @Post("/contact-lists")
    ContactList createContactList(@Body ContactListRequest request)

    @Get("/contact-lists/{id}")
    ContactList getContactList(@PathVariable String id)

    @Patch("/contact-lists/{id}")
    ContactList renameContactList(@PathVariable String id, @Body Map<String, String> patch)

    @Delete("/contact-lists/{id}")
    HttpResponse<Void> deleteContactList(@PathVariable String id)

    @Retryable(attempts = "3", delay = "1s", includes = [CallcrestTransientException])
    @Post("/contact-lists/{id}/contacts")
    HttpResponse<Map> appendContacts(@PathVariable String id, @Body AppendContactsRequest request)

    @Delete("/contact-lists/{id}/contacts/{phone}")
    HttpResponse<Void> removeContact(@PathVariable String id, @PathVariable String phone)

    @Get("/users/me")
    Map whoAmI(@Header("x-user-id") String idpUserId)
}
