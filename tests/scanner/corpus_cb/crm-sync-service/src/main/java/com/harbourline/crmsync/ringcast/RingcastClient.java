package com.harbourline.crmsync.ringcast;

import com.harbourline.crmsync.ringcast.dto.AppendContactsRequest;
import com.harbourline.crmsync.ringcast.dto.ContactList;
import com.harbourline.crmsync.ringcast.dto.CreateContactListRequest;
import java.util.List;
import java.util.Map;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.*;

@FeignClient(name = "ringcast", url = "${ringcast.base-url}", configuration = RingcastFeignConfig.class)
public interface RingcastClient {

    @GetMapping("/contact-lists")
    List<ContactList> listContactLists(@RequestParam(name = "page", defaultValue = "1") int page);

    @PostMapping(value = "/contact-lists", consumes = MediaType.APPLICATION_JSON_VALUE)
    ContactList createContactList(@RequestBody CreateContactListRequest request);

    @GetMapping("/contact-lists/{id}")
    ContactList getContactList(@PathVariable("id") String id);

    @PatchMapping("/contact-lists/{id}")
    ContactList renameContactList(@PathVariable("id") String id, @RequestBody Map<String, Object> patch);

    @DeleteMapping("/contact-lists/{id}")
    void deleteContactList(@PathVariable("id") String id);

    @PostMapping("/contact-lists/{id}/contacts")
    void appendContacts(@PathVariable("id") String id, @RequestBody AppendContactsRequest body);

    @DeleteMapping("/contact-lists/{id}/contacts/{phone}")
    void removeContact(@PathVariable("id") String id, @PathVariable("phone") String e164Phone);
}
