package com.harborline.agentsync.client;

import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;

import java.util.List;
import java.util.Map;

@FeignClient(name = "ringmetric", configuration = RingmetricFeignConfig.class)
public interface RingmetricFeignClient {

    @GetMapping("/contact-lists")
    RingmetricPage<RingmetricContactList> listContactLists(@RequestParam("page") int page,
                                                           @RequestParam("per_page") int perPage);

    @PostMapping("/contact-lists")
    RingmetricContactList createContactList(@RequestBody Map<String, Object> body);

    @GetMapping("/contact-lists/{id}")
    RingmetricContactList getContactList(@PathVariable("id") String id);

    @PatchMapping("/contact-lists/{id}")
    RingmetricContactList updateContactList(@PathVariable("id") String id, @RequestBody Map<String, Object> patch);

    @DeleteMapping("/contact-lists/{id}")
    void deleteContactList(@PathVariable("id") String id);

    @PostMapping("/contact-lists/{id}/contacts")
    void addContacts(@PathVariable("id") String listId, @RequestBody AddContactsBody body);

    @DeleteMapping("/contact-lists/{id}/contacts/{phone}")
    void removeContact(@PathVariable("id") String listId, @PathVariable("phone") String phone);

    @GetMapping("/users/me")
    Map<String, Object> whoAmI();

    record AddContactsBody(List<String> phones) {
    }

    record RingmetricContactList(String id, String name, int contactCount) {
    }

    record RingmetricPage<T>(List<T> data, int page, int total) {
    }
}
