package com.norrbeck.campaign.ringlane.v2;

import java.util.List;
import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;

import com.fasterxml.jackson.databind.JsonNode;

import reactor.core.publisher.Mono;

/** Ringlane public API v2: scoped keys, no acting-user header, structured errors. */
@Component
public class RinglaneV2Client {

    private final WebClient client;

    public RinglaneV2Client(WebClient.Builder builder,
                            @Value("${ringlane.v2.base-url}") String baseUrl,
                            @Value("${ringlane.v2.api-key}") String apiKey) {
        this.client = builder.clone()
                .baseUrl(baseUrl)
                .defaultHeader(HttpHeaders.AUTHORIZATION, "Bearer " + apiKey)
                .build();
    }

    public Mono<JsonNode> callLists() {
        return client.get().uri("/call-lists").retrieve().bodyToMono(JsonNode.class);
    }

    public Mono<Void> addMembers(String callListId, List<String> phones) {
        return client.post()
                .uri("/call-lists/{id}/members", callListId)
                .bodyValue(Map.of("members", phones.stream().map(p -> Map.of("phone", p)).toList()))
                .retrieve()
                .toBodilessEntity()
                .onErrorMap(WebClientResponseException.class, e -> {
                    JsonNode body = e.getResponseBodyAs(JsonNode.class);
                    String code = body == null ? "unknown" : body.path("error").path("code").asText();
                    if ("call_list_not_found".equals(code)) {
                        return new IllegalStateException("call list " + callListId + " missing");
                    }
                    return e;
                })
                .then();
    }
}
