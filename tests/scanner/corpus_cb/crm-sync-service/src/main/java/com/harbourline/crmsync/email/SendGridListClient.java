package com.harbourline.crmsync.email;

import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/** Adds nurtured leads to SendGrid marketing contact lists. */
@Component
public class SendGridListClient {

    private final RestClient rest;
    private final String listId;

    public SendGridListClient(@Value("${sendgrid.base-url}") String baseUrl,
                              @Value("${sendgrid.api-key}") String apiKey,
                              @Value("${sendgrid.marketing-list-id}") String listId) {
        this.rest = RestClient.builder()
                .baseUrl(baseUrl)
                .defaultHeader("Authorization", "Bearer " + apiKey)
                .build();
        this.listId = listId;
    }

    public void upsert(List<Map<String, String>> contacts) {
        rest.put().uri("/marketing/contacts")
                .body(Map.of("list_ids", List.of(listId), "contacts", contacts))
                .retrieve()
                .onStatus(HttpStatusCode::is4xxClientError, (req, res) -> {
                    throw new IllegalStateException("SendGrid rejected contacts: " + res.getStatusCode());
                })
                .toBodilessEntity();
    }

    public void removeFromList(String contactId) {
        rest.delete().uri("/marketing/lists/{list}/contacts?contact_ids={c}", listId, contactId)
                .retrieve().toBodilessEntity();
    }
}
