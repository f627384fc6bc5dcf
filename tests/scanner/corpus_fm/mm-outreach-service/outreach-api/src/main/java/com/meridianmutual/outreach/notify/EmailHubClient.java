package com.meridianmutual.outreach.notify;

import java.util.List;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;

/**
 * Marketing email platform (SendPulse-style API). Their "contact lists" are mailing
 * lists, nothing to do with the dialer lists on Ringlane.
 */
@FeignClient(name = "email-hub", url = "${emailhub.base-url:https://api.emailhub.io/v1}")
public interface EmailHubClient {

    @GetMapping("/contact-lists")
    List<MailingList> lists(@RequestHeader("x-api-key") String apiKey);

    @PostMapping("/contact-lists/{listId}/contacts")
    void subscribe(@RequestHeader("x-api-key") String apiKey,
                   @PathVariable("listId") long listId,
                   @RequestBody List<Subscriber> subscribers);

    record MailingList(long id, String name, int subscribers) {}

    record Subscriber(String email, String firstName) {}
}
