package com.quillfield.mail;

import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestClient;

/** Mailcrest: transactional + marketing email. Has its own contact lists. */
@Component
public class MailcrestClient {
    private final RestClient rest;

    public MailcrestClient(@Value("${mailcrest.base-url}") String base, @Value("${mailcrest.api-key}") String key) {
        this.rest = RestClient.builder().baseUrl(base).defaultHeader("x-api-key", key).build();
    }

    public void addSubscriber(String listId, String email) {
        try {
            rest.post().uri("/contact-lists/{id}/contacts", listId)
                    .body(Map.of("email", email))
                    .retrieve().toBodilessEntity();
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode().value() == 503) {
                throw new IllegalStateException("Mailcrest maintenance window", e);
            }
            throw e;
        }
    }
}
