package com.quillfield.crm.marketing;

import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/** Email newsletter audiences live in Postbird, not in CallPilot. */
@Component
public class PostbirdListsClient {

    private final RestClient http;

    public PostbirdListsClient(@Value("${postbird.base-url}") String baseUrl,
                               @Value("${postbird.api-key}") String apiKey) {
        this.http = RestClient.builder()
                .baseUrl(baseUrl)
                .defaultHeader("X-Api-Key", apiKey)
                .build();
    }

    public void subscribe(String listId, List<String> emails) {
        http.post().uri("/contact-lists/{id}/members", listId)
                .body(Map.of("emails", emails))
                .retrieve()
                .toBodilessEntity();
    }
}
