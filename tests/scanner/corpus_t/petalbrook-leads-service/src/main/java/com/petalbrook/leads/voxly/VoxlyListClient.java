package com.petalbrook.leads.voxly;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.ClientResponse;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;
import reactor.util.retry.Retry;

@Component
public class VoxlyListClient {

    private final WebClient webClient;

    public VoxlyListClient(@Qualifier("voxly") WebClient webClient) {
        this.webClient = webClient;
    }

    public Mono<Map> createList(String name) {
        return webClient.post()
                .uri("/contact-lists")
                .bodyValue(Map.of("name", name))
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToMono(Map.class)
                .retryWhen(transientOnly());
    }

    public Mono<Void> addLead(String listId, String phone, String policyNumber) {
        return webClient.post()
                .uri("/contact-lists/{id}/contacts", listId)
                .bodyValue(Map.of("contacts", List.of(Map.of("phone", phone, "externalId", policyNumber))))
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToMono(Void.class)
                .retryWhen(transientOnly());
    }

    public Mono<Void> removeLead(String listId, String phone) {
        return webClient.delete()
                .uri(b -> b.path("/contact-lists/{id}/contacts/{phone}").build(listId, phone))
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToMono(Void.class);
    }

    private Mono<Throwable> toException(ClientResponse response) {
        int status = response.statusCode().value();
        return response.bodyToMono(VoxlyErrorBody.class)
                .defaultIfEmpty(new VoxlyErrorBody("", List.of()))
                .map(body -> {
                    if (status == 502) {
                        return new VoxlyException(status, "identity provider unreachable", true);
                    }
                    if (status == 503) {
                        return new VoxlyException(status, "public API disabled in Voxly admin", false);
                    }
                    if (status == 404 && body.isUserNotFound()) {
                        return new VoxlyException(status, "acting user is not a Voxly seat", false);
                    }
                    return new VoxlyException(status, body.error(), status == 429);
                });
    }

    private Retry transientOnly() {
        return Retry.backoff(3, Duration.ofMillis(400))
                .filter(t -> t instanceof VoxlyException ve && ve.isTransient());
    }
}
