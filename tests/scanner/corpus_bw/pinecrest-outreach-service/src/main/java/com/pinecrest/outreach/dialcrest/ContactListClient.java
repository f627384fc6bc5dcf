package com.pinecrest.outreach.dialcrest;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class ContactListClient {

    private static final String LISTS = "/contact-lists";
    private static final String LIST = "/contact-lists/{id}";
    private static final String LIST_CONTACT = "/contact-lists/{id}/contacts/{phone}";

    private final RestTemplate rest;

    public ContactListClient(RestTemplate dialcrestRestTemplate) {
        this.rest = dialcrestRestTemplate;
    }

    public List<ContactList> findAll() {
        ContactList[] lists = rest.getForObject(LISTS, ContactList[].class);
        return lists == null ? List.of() : Arrays.asList(lists);
    }

    public ContactList create(String name) {
        return rest.postForObject(LISTS, Map.of("name", name), ContactList.class);
    }

    public ContactList get(long id) {
        return rest.getForObject(LIST, ContactList.class, id);
    }

    public void delete(long id) {
        rest.delete(LIST, id);
    }

    public void removePatient(long id, String phone) {
        rest.delete(LIST_CONTACT, id, phone);
    }

    public record ContactList(long id, String name, int contactCount) {
    }
}
