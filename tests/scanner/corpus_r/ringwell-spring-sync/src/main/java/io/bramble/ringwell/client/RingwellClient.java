package io.bramble.ringwell.client;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class RingwellClient {

    private static final String LISTS = "/contact-lists";
    private static final String LIST = "/contact-lists/{id}";
    private static final String LIST_CONTACTS = "/contact-lists/{id}/contacts";

    private final RestTemplate rest;

    public RingwellClient(RestTemplateBuilder builder, RingwellProperties props, RingwellErrorHandler errorHandler) {
        this.rest = builder
                .rootUri(props.getBaseUrl())
                .setConnectTimeout(Duration.ofMillis(props.getConnectTimeoutMs()))
                .setReadTimeout(Duration.ofMillis(props.getReadTimeoutMs()))
                .defaultHeader(RingwellHeaders.API_KEY, props.getApiKey())
                .defaultHeader(RingwellHeaders.ACTING_USER, props.getActingUserEmail())
                .errorHandler(errorHandler)
                .build();
    }

    public List<ContactListDto> listContactLists() {
        ContactListDto[] res = rest.getForObject(LISTS, ContactListDto[].class);
        return res == null ? List.of() : List.of(res);
    }

    public ContactListDto createList(String name) {
        return rest.postForObject(LISTS, Map.of("name", name), ContactListDto.class);
    }

    public void renameList(String id, String name) {
        rest.exchange(LIST, HttpMethod.PATCH, new HttpEntity<>(Map.of("name", name)), Void.class, id);
    }

    public void deleteList(String id) {
        rest.delete(LIST, id);
    }

    public void appendContacts(String listId, List<String> phones) {
        HttpHeaders h = new HttpHeaders();
        h.setContentType(MediaType.APPLICATION_JSON);
        h.set(RingwellHeaders.REQUEST_ID, UUID.randomUUID().toString());
        rest.postForEntity(LIST_CONTACTS, new HttpEntity<>(Map.of("phones", phones), h), Void.class, listId);
    }

    public void removeContact(String listId, String phone) {
        rest.delete("/contact-lists/{id}/contacts/{phone}", listId, phone);
    }

    @com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
    public static class ContactListDto {
        public String id;
        public String name;
        public int contactCount;
    }
}
