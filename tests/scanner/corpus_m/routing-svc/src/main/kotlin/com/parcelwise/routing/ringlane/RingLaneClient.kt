package com.parcelwise.routing.ringlane

import org.springframework.cloud.openfeign.FeignClient
import org.springframework.web.bind.annotation.DeleteMapping
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody

@FeignClient(name = "ringlane", url = "\${ringlane.url}", configuration = [RingLaneFeignConfig::class])
interface RingLaneClient {

    @GetMapping("/contact-lists/{id}")
    fun getList(@PathVariable id: String): ContactListDto

    @PostMapping("/contact-lists/{id}/contacts")
    fun addContacts(@PathVariable id: String, @RequestBody body: AddContactsRequest): AddContactsResponse

    @DeleteMapping("/contact-lists/{id}/contacts/{phone}")
    fun removeContact(@PathVariable id: String, @PathVariable phone: String)
}

data class ContactListDto(val id: String, val name: String, val size: Int)
data class AddContactsRequest(val contacts: List<Contact>) {
    data class Contact(val phone: String, val name: String? = null)
}
data class AddContactsResponse(val added: Int, val skipped: Int = 0)
