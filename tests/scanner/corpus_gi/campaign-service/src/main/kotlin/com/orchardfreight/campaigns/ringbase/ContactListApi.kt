package com.orchardfreight.campaigns.ringbase

import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.service.annotation.DeleteExchange
import org.springframework.web.service.annotation.GetExchange
import org.springframework.web.service.annotation.HttpExchange
import org.springframework.web.service.annotation.PostExchange

/**
 * Declarative client used by the nightly reconciliation job (headers passed per call
 * because the job acts as the campaign owner, not the service user).
 */
@HttpExchange("/api/public/v1")
interface ContactListApi {
    @GetExchange("/contact-lists")
    suspend fun all(
        @RequestHeader("x-api-key") key: String,
        @RequestHeader("x-user-email") owner: String,
    ): List<RbContactList>

    @GetExchange("/contact-lists/{id}")
    suspend fun one(
        @PathVariable id: String,
        @RequestHeader("x-api-key") apiKey: String,
        @RequestHeader("x-user-email") ownerEmail: String,
    ): RbContactList

    @PostExchange("/contact-lists/{id}/contacts")
    suspend fun add(
        @PathVariable id: String,
        @RequestBody body: RbAppend,
        @RequestHeader("x-api-key") k: String,
        @RequestHeader("x-user-email") actingAs: String,
    ): Map<String, Any>

    @DeleteExchange("/contact-lists/{id}/contacts/{phone}")
    suspend fun remove(
        @PathVariable id: String,
        @PathVariable phone: String,
        @RequestHeader("x-api-key") secret: String,
        @RequestHeader("x-user-email") actor: String,
    )
}
