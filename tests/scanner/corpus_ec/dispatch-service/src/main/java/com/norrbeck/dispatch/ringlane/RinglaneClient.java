package com.norrbeck.dispatch.ringlane;

import java.util.List;

import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;

import com.norrbeck.dispatch.ringlane.dto.AppendContactsRequest;
import com.norrbeck.dispatch.ringlane.dto.ContactList;
import com.norrbeck.dispatch.ringlane.dto.ContactListPage;
import com.norrbeck.dispatch.ringlane.dto.CreateContactListRequest;

@FeignClient(name = "ringlane", url = "${ringlane.base-url}", configuration = RinglaneFeignConfig.class)
public interface RinglaneClient {

    @GetMapping("/contact-lists")
    ContactListPage listContactLists(@RequestParam("page") int page, @RequestParam("per_page") int perPage);

    @PostMapping("/contact-lists")
    ContactList createContactList(@RequestBody CreateContactListRequest request);

    @GetMapping("/contact-lists/{id}")
    ContactList getContactList(@PathVariable("id") String id);

    @PatchMapping("/contact-lists/{id}")
    ContactList renameContactList(@PathVariable("id") String id, @RequestBody CreateContactListRequest request);

    @PostMapping("/contact-lists/{id}/contacts")
    void appendContacts(@PathVariable("id") String id, @RequestBody AppendContactsRequest request);

    @DeleteMapping("/contact-lists/{id}/contacts/{phone}")
    void removeContact(@PathVariable("id") String id, @PathVariable("phone") String phoneE164);

    @GetMapping("/users/me")
    List<String> whoAmI();
}
