package com.harbourline.events.ringcast

import io.micronaut.http.annotation.*
import io.micronaut.http.client.annotation.Client

@Client(id = "ringcast")
@Header(name = "x-api-key", value = "\${ringcast.api-key}")
interface RingcastApi {

    @Get("/contact-lists/{id}")
    suspend fun getList(@PathVariable id: String, @Header("X-User-Id") actingUserId: String): ContactListDto

    @Delete("/contact-lists/{id}/contacts/{contactId}")
    suspend fun removeContact(
        @PathVariable id: String,
        @PathVariable contactId: String,
        @Header("X-User-Id") userId: String,
    )
}

data class ContactListDto(val id: String, val name: String, val size: Int)
