package com.norrbeck.campaign.ringlane;

import java.util.List;
import java.util.Map;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.ClientResponse;
import org.springframework.web.reactive.function.client.WebClient;

import io.github.resilience4j.reactor.retry.RetryOperator;
import io.github.resilience4j.retry.RetryRegistry;
import reactor.core.publisher.Mono;

@Component
public class ContactListGateway {

    private final WebClient client;
    private final RetryOperator<Object> retry;

    public ContactListGateway(@Qualifier("legacyRinglaneWebClient") WebClient client, RetryRegistry registry) {
        this.client = client;
        this.retry = RetryOperator.of(registry.retry("ringlaneLegacy"));
    }

    public Mono<RinglaneContactList> fetch(String listId) {
        return client.get()
                .uri("/contact-lists/{listId}", listId)
                .retrieve()
                .onStatus(s -> s.value() == 503, this::apiDisabled)
                .onStatus(HttpStatus.BAD_GATEWAY::equals, r -> r.createException().flatMap(Mono::error))
                .onStatus(s -> s.is4xxClientError(), this::toLegacyError)
                .bodyToMono(RinglaneContactList.class)
                .transformDeferred(RetryOperator.of(retry.getRetry()));
    }

    public Mono<List<RinglaneContactList>> page(int page) {
        return client.get()
                .uri(b -> b.path("/contact-lists").queryParam("page", page).queryParam("per_page", 100).build())
                .retrieve()
                .onStatus(s -> s.is4xxClientError(), this::toLegacyError)
                .bodyToFlux(RinglaneContactList.class)
                .collectList();
    }

    public Mono<Void> rename(String listId, String newName) {
        return client.patch()
                .uri("/contact-lists/{id}", listId)
                .bodyValue(Map.of("name", newName))
                .retrieve()
                .onStatus(s -> s.is4xxClientError(), this::toLegacyError)
                .toBodilessEntity()
                .then();
    }

    public Mono<Void> append(String listId, List<String> phones) {
        return client.post()
                .uri("/contact-lists/{id}/contacts", listId)
                .bodyValue(Map.of("phones", phones))
                .retrieve()
                .onStatus(s -> s.is4xxClientError(), this::toLegacyError)
                .toBodilessEntity()
                .then();
    }

    public Mono<Void> delete(String listId) {
        return client.delete()
                .uri("/contact-lists/" + listId)
                .retrieve()
                .toBodilessEntity()
                .then();
    }

    private Mono<? extends Throwable> apiDisabled(ClientResponse response) {
        return Mono.error(new IllegalStateException("Ringlane public API is disabled for this workspace"));
    }

    private Mono<? extends Throwable> toLegacyError(ClientResponse response) {
        return response.bodyToMono(RinglaneApiError.class)
                .defaultIfEmpty(new RinglaneApiError())
                .map(err -> RinglaneErrorMapper.map(response.statusCode().value(), err));
    }

    public record RinglaneContactList(String id, String name, int contactCount) {
    }
}
