package com.meridianmutual.ringlane;

import com.meridianmutual.ringlane.model.AppendContactsRequest;
import com.meridianmutual.ringlane.model.ContactList;
import com.meridianmutual.ringlane.model.ContactListPage;
import com.meridianmutual.ringlane.model.CreateContactListRequest;
import io.github.resilience4j.retry.annotation.Retry;
import java.util.Map;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;

@FeignClient(name = "ringlane", url = "${ringlane.base-url}", configuration = RinglaneFeignConfig.class)
@Retry(name = "ringlane")
public interface RinglaneContactListClient {

    @GetMapping("/contact-lists")
    ContactListPage listContactLists(@RequestParam("page") int page, @RequestParam("per_page") int perPage);

    @PostMapping("/contact-lists")
    ContactList createContactList(@RequestBody CreateContactListRequest request);

    @GetMapping("/contact-lists/{id}")
    ContactList getContactList(@PathVariable("id") String id);

    @PatchMapping("/contact-lists/{id}")
    ContactList renameContactList(@PathVariable("id") String id, @RequestBody Map<String, Object> patch);

    @DeleteMapping("/contact-lists/{id}")
    void deleteContactList(@PathVariable("id") String id);

    @PostMapping("/contact-lists/{id}/contacts")
    void appendContacts(@PathVariable("id") String id, @RequestBody AppendContactsRequest request);

    @DeleteMapping("/contact-lists/{id}/contacts/{phone}")
    void removeContact(@PathVariable("id") String id, @PathVariable("phone") String e164Phone);
}
