package com.halvorsen.sales.callforge;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

import java.util.List;
import java.util.Map;
import java.util.UUID;

@Component
public class CallForgeContactListClient {

    private static final String LISTS = "/contact-lists";
    private static final String LIST = "/contact-lists/{listId}";
    private static final String LIST_CONTACTS = "/contact-lists/{listId}/contacts";
    private static final String LIST_CONTACT = "/contact-lists/{listId}/contacts/{phone}";

    private final RestTemplate rest;

    public CallForgeContactListClient(@Qualifier("callForgeRestTemplate") RestTemplate rest) {
        this.rest = rest;
    }

    public Map<?, ?> list(String actingUserId) {
        return rest.exchange(LISTS, HttpMethod.GET, new HttpEntity<>(headers(actingUserId)), Map.class).getBody();
    }

    public Map<?, ?> create(String actingUserId, String name) {
        return rest.exchange(LISTS, HttpMethod.POST, new HttpEntity<>(Map.of("name", name), headers(actingUserId)), Map.class).getBody();
    }

    public void rename(String actingUserId, String listId, String name) {
        rest.exchange(LIST, HttpMethod.PATCH, new HttpEntity<>(Map.of("name", name), headers(actingUserId)), Void.class, listId);
    }

    public void addPhones(String actingUserId, String listId, List<String> phones) {
        rest.exchange(LIST_CONTACTS, HttpMethod.POST, new HttpEntity<>(Map.of("phones", phones), headers(actingUserId)), Void.class, listId);
    }

    public void removePhone(String actingUserId, String listId, String phone) {
        rest.exchange(LIST_CONTACT, HttpMethod.DELETE, new HttpEntity<>(headers(actingUserId)), Void.class, listId, phone);
    }

    private HttpHeaders headers(String actingUserId) {
        HttpHeaders h = new HttpHeaders();
        h.set(CallForgeHeaders.ACTING_USER, actingUserId);
        h.set(CallForgeHeaders.REQUEST_ID, UUID.randomUUID().toString());
        return h;
    }
}
