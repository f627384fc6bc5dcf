package com.kestrelhome.renewals.ringlane;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.retry.annotation.Backoff;
import org.springframework.retry.annotation.Retryable;
import org.springframework.stereotype.Service;
import org.springframework.web.client.RestTemplate;

@Service
public class RinglaneContactListService {
    private static final String LISTS = "/contact-lists";
    private static final String LIST_CONTACTS = "/contact-lists/{id}/contacts";

    private final RestTemplate rest;

    public RinglaneContactListService(@Qualifier("ringlaneRestTemplate") RestTemplate rest) {
        this.rest = rest;
    }

    @Retryable(value = RinglaneTransientException.class, maxAttempts = 4, backoff = @Backoff(delay = 2000, multiplier = 2))
    public String createRenewalList(String name) {
        Map<?, ?> created = rest.postForObject(LISTS, Map.of("name", name), Map.class);
        return (String) created.get("id");
    }

    @Retryable(value = RinglaneTransientException.class, maxAttempts = 4, backoff = @Backoff(delay = 2000, multiplier = 2))
    public void appendPhones(String listId, List<String> phones) {
        List<Map<String, String>> contacts = phones.stream()
                .map(p -> Map.of("phone", p))
                .collect(Collectors.toList());
        rest.postForObject(LIST_CONTACTS, Map.of("contacts", contacts), Void.class, listId);
    }

    public void removePhone(String listId, String phone) {
        rest.delete("/contact-lists/{id}/contacts/{phone}", listId, phone);
    }

    public void archive(String listId) {
        rest.delete("/contact-lists/{id}", listId);
    }
}
