package com.meridianmutual.outreach.audit;

import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/**
 * Client for the internal audit-trail service (behind AWS API Gateway, hence x-api-key).
 */
@Component
public class AuditClient {

    private final RestClient rest;

    public AuditClient(RestClient.Builder builder,
                       @Value("${audit.base-url}") String baseUrl,
                       @Value("${audit.api-key}") String apiKey) {
        this.rest = builder
                .baseUrl(baseUrl)
                .defaultHeader("x-api-key", apiKey)
                .build();
    }

    public void record(String action, String actorEmail, int count) {
        rest.post()
                .uri("/v1/events")
                .header("X-User-Email", actorEmail)
                .contentType(MediaType.APPLICATION_JSON)
                .body(Map.of("action", action, "count", count, "source", "mm-outreach-service"))
                .retrieve()
                .onStatus(s -> s.value() == 503, (req, res) -> {
                    // audit service is in maintenance mode; events are replayed from the outbox
                })
                .onStatus(HttpStatusCode::is5xxServerError, (req, res) -> {
                    throw new IllegalStateException("audit service returned " + res.getStatusCode());
                })
                .toBodilessEntity();
    }
}
