package com.harborline.agentsync.client;

import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;

import java.util.List;

/**
 * Mailwave (email nurture campaigns). Their API also calls audiences "contact lists".
 */
@FeignClient(name = "mailwave", configuration = MailwaveFeignConfig.class)
public interface MailwaveClient {

    @GetMapping("/contact-lists")
    List<MailwaveList> lists();

    @PostMapping("/contact-lists/{listId}/contacts")
    void subscribe(@PathVariable String listId, @RequestBody List<MailwaveContact> contacts);

    record MailwaveList(String id, String name, long subscribers) {
    }

    record MailwaveContact(String email, String firstName, String lastName) {
    }
}
