package com.quillfield.voxtera;

import java.util.List;
import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpStatusCodeException;
import org.springframework.web.client.RestClient;

@Component
public class VoxteraClient {

    private final RestClient rest;

    public VoxteraClient(RestClient.Builder builder,
                         @Value("${voxtera.base-url}") String baseUrl,
                         @Value("${voxtera.api-key}") String apiKey) {
        this.rest = builder.baseUrl(baseUrl)
                .defaultHeader(VoxteraHeaders.API_KEY, apiKey)
                .build();
    }

    public List<ContactList> contactLists(String actingEmail) {
        return rest.get().uri("/contact-lists")
                .header(VoxteraHeaders.ACTING_USER, actingEmail)
                .retrieve()
                .body(ContactListPage.class)
                .data();
    }

    public ContactList contactList(String actingEmail, String id) {
        try {
            return rest.get().uri("/contact-lists/{id}", id)
                    .header(VoxteraHeaders.ACTING_USER, actingEmail)
                    .retrieve()
                    .body(ContactList.class);
        } catch (HttpStatusCodeException e) {
            throw VoxteraErrors.translate(e);
        }
    }

    public void appendContacts(String actingEmail, String id, List<String> phones) {
        var body = Map.of("contacts", phones.stream().map(p -> Map.of("phone", p)).toList());
        try {
            rest.post().uri("/contact-lists/{id}/contacts", id)
                    .header(VoxteraHeaders.ACTING_USER, actingEmail)
                    .body(body)
                    .retrieve()
                    .toBodilessEntity();
        } catch (HttpStatusCodeException e) {
            throw VoxteraErrors.translate(e);
        }
    }

    public record ContactList(String id, String name, int contactCount) {}
    public record ContactListPage(List<ContactList> data, int total) {}
}
