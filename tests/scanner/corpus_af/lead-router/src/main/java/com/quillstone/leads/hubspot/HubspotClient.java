package com.quillstone.leads.hubspot;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@Component
public class HubspotClient {
    private final WebClient web;

    public HubspotClient(WebClient.Builder b,
                         @Value("${hubspot.base-url}") String baseUrl,
                         @Value("${hubspot.token}") String token) {
        this.web = b.baseUrl(baseUrl).defaultHeader("Authorization", "Bearer " + token).build();
    }

    public Mono<String> findContact(String email) {
        return web.get()
                .uri(u -> u.path("/objects/contacts/{email}").queryParam("idProperty", "email").build(email))
                .retrieve()
                .onStatus(s -> s == HttpStatus.NOT_FOUND, r -> Mono.empty())
                .onStatus(s -> s.value() == 502 || s.value() == 503, r -> Mono.error(new IllegalStateException("hubspot down")))
                .bodyToMono(String.class);
    }
}
