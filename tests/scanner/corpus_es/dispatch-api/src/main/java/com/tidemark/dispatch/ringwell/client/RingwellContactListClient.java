package com.tidemark.dispatch.ringwell.client;

import java.util.List;
import java.util.Map;

import com.tidemark.dispatch.ringwell.dto.AppendContactsRequest;
import com.tidemark.dispatch.ringwell.dto.ContactListDto;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class RingwellContactListClient {

    private static final Logger log = LoggerFactory.getLogger(RingwellContactListClient.class);
    private static final ParameterizedTypeReference<List<ContactListDto>> LIST_OF_LISTS =
            new ParameterizedTypeReference<>() {};

    private final RestClient rest;

    public RingwellContactListClient(@Qualifier("ringwellRestClient") RestClient rest) {
        this.rest = rest;
    }

    public List<ContactListDto> findAll() {
        return rest.get()
                .uri(RingwellPaths.CONTACT_LISTS)
                .retrieve()
                .body(LIST_OF_LISTS);
    }

    public ContactListDto get(String listId) {
        return rest.get()
                .uri(RingwellPaths.CONTACT_LIST, listId)
                .retrieve()
                .body(ContactListDto.class);
    }

    public ContactListDto create(String name, String campaign) {
        log.info("Creating Ringwell list name={} campaign={}", name, campaign);
        return rest.post()
                .uri(RingwellPaths.CONTACT_LISTS)
                .body(Map.of("name", name, "campaign", campaign))
                .retrieve()
                .body(ContactListDto.class);
    }

    public ContactListDto rename(String listId, String newName) {
        return rest.patch()
                .uri(RingwellPaths.CONTACT_LIST, listId)
                .body(Map.of("name", newName))
                .retrieve()
                .body(ContactListDto.class);
    }

    public void appendContacts(String listId, AppendContactsRequest request) {
        rest.post()
                .uri(RingwellPaths.CONTACT_LIST_CONTACTS, listId)
                .body(request)
                .retrieve()
                .toBodilessEntity();
    }

    public void removeContact(String listId, String phoneE164) {
        rest.delete()
                .uri(RingwellPaths.CONTACT_LIST_CONTACT, listId, phoneE164)
                .retrieve()
                .toBodilessEntity();
    }

    public void delete(String listId) {
        rest.delete()
                .uri("/contact-lists/{id}", listId)
                .retrieve()
                .toBodilessEntity();
    }
}
