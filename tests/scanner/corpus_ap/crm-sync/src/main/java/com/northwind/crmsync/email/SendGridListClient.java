package com.northwind.crmsync.email;

import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

/** Mirrors Dialwave contact lists into SendGrid marketing lists. */
@Component
public class SendGridListClient {

    private final RestTemplate rest = new RestTemplate();
    private final String baseUrl;
    private final String apiKey;

    public SendGridListClient(@Value("${internal.sendgrid.base-url}") String baseUrl,
                              @Value("${internal.sendgrid.api-key}") String apiKey) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
    }

    public void addToList(String listId, List<Map<String, String>> contacts) {
        HttpHeaders h = new HttpHeaders();
        h.setBearerAuth(apiKey);
        Map<String, Object> body = Map.of("list_ids", List.of(listId), "contacts", contacts);
        rest.exchange(baseUrl + "/marketing/contacts", HttpMethod.PUT, new HttpEntity<>(body, h), Map.class);
    }

    public void deleteList(String listId) {
        HttpHeaders h = new HttpHeaders();
        h.setBearerAuth(apiKey);
        rest.exchange(baseUrl + "/marketing/lists/" + listId, HttpMethod.DELETE, new HttpEntity<>(h), Void.class);
    }

    // legacy SMTP relay lists (v1 style) - still used by the newsletter job
    public void legacyAppend(String listName, String email) {
        HttpHeaders h = new HttpHeaders();
        h.set("x-api-key", apiKey);
        rest.exchange("https://relay.northwind-mail.net/v1/contact-lists/" + listName + "/members",
                HttpMethod.POST, new HttpEntity<>(Map.of("email", email), h), Void.class);
    }
}
