package com.tallyfield.outreach.web

import com.tallyfield.outreach.mailchimp.MailchimpAudienceClient
import com.tallyfield.outreach.ringwell.RingwellContactListClient
import com.tallyfield.outreach.ringwell.RwContactList
import com.tallyfield.outreach.ringwell.RwCreateContactList
import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.ResponseStatus
import org.springframework.web.bind.annotation.RestController

data class NewCallListRequest(val name: String, val phones: List<String>, val alsoEmail: List<String> = emptyList())

@RestController
@RequestMapping("/api/v1/outreach")
class OutreachController(
    private val ringwell: RingwellContactListClient,
    private val mailchimp: MailchimpAudienceClient,
) {
    // X-User-Id / X-User-Email are set by our own gateway after session auth
    @GetMapping("/call-lists")
    suspend fun callLists(@RequestHeader("X-User-Id") userId: String): List<RwContactList> =
        ringwell.list(userId)

    @PostMapping("/call-lists")
    @ResponseStatus(HttpStatus.CREATED)
    suspend fun create(
        @RequestHeader("X-User-Id") userId: String,
        @RequestHeader("X-User-Email") email: String,
        @RequestBody req: NewCallListRequest,
    ): RwContactList {
        val list = ringwell.create(userId, RwCreateContactList(req.name, description = "created by $email"))
        if (req.phones.isNotEmpty()) ringwell.append(userId, list.id, req.phones)
        req.alsoEmail.forEach { mailchimp.subscribe(it) }
        return list
    }

    @PostMapping("/call-lists/{id}/archive")
    suspend fun archive(@RequestHeader("X-User-Id") userId: String, @PathVariable id: String) {
        ringwell.delete(userId, id)
    }
}
