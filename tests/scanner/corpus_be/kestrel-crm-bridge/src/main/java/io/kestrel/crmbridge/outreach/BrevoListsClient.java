package io.kestrel.crmbridge.outreach;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

import java.util.List;
import java.util.Map;

/** Patient newsletter lists in Brevo. */
@Component
public class BrevoListsClient {
    private final RestClient rest;

    public BrevoListsClient(@Value("${kestrel.brevo.base-url}") String base, @Value("${kestrel.brevo.api-key}") String key) {
        this.rest = RestClient.builder().baseUrl(base).defaultHeader("api-key", key).build();
    }

    public void addToList(long listId, List<String> emails) {
        rest.post().uri("contacts/lists/{id}/contacts/add", listId)
                .body(Map.of("emails", emails))
                .retrieve().toBodilessEntity();
    }

    public void removeFromList(long listId, List<String> emails) {
        rest.post().uri("contacts/lists/{id}/contacts/remove", listId)
                .body(Map.of("emails", emails))
                .retrieve().toBodilessEntity();
    }
}
