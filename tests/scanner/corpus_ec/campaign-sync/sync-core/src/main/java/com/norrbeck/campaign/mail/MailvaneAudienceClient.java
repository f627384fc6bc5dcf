package com.norrbeck.campaign.mail;

import java.util.List;
import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;

import reactor.core.publisher.Mono;

/** Mailvane (email marketing). Their API calls audiences "contact lists". */
@Component
public class MailvaneAudienceClient {

    private final WebClient client;

    public MailvaneAudienceClient(WebClient.Builder builder,
                                  @Value("${mailvane.base-url}") String baseUrl,
                                  @Value("${mailvane.api-key}") String apiKey) {
        this.client = builder.clone()
                .baseUrl(baseUrl)
                .defaultHeader("x-api-key", apiKey)
                .build();
    }

    public Mono<Void> subscribe(String listId, List<String> emails) {
        return client.post()
                .uri("/contact-lists/{id}/contacts", listId)
                .bodyValue(Map.of("emails", emails))
                .retrieve()
                .toBodilessEntity()
                .onErrorResume(WebClientResponseException.NotFound.class, e -> {
                    Map<?, ?> body = e.getResponseBodyAs(Map.class);
                    String error = body == null ? "" : String.valueOf(body.get("error"));
                    return Mono.error(new IllegalStateException("mailvane: " + error));
                })
                .then();
    }

    public Mono<Void> unsubscribe(String listId, String email) {
        return client.delete().uri("/contact-lists/{id}/contacts/{email}", listId, email)
                .retrieve().toBodilessEntity().then();
    }
}
