package com.harborline.scorecards.salesforce;

import java.util.List;
import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;

@Component
public class SalesforceClient {
    private final WebClient web;

    public SalesforceClient(WebClient.Builder b, @Value("${salesforce.base-url}") String base, TokenProvider tokens) {
        this.web = b.baseUrl(base)
                .defaultHeader("Authorization", "Bearer " + tokens.accessToken())
                .defaultHeader("Sforce-Call-Options", "client=rep-scorecards")
                .build();
    }

    @SuppressWarnings("unchecked")
    public List<Map<String, Object>> closedWonThisMonth() {
        try {
            Map<String, Object> res = web.get()
                    .uri("/query?q={q}", "SELECT OwnerId, Amount FROM Opportunity WHERE IsWon = true AND CloseDate = THIS_MONTH")
                    .retrieve().bodyToMono(Map.class).block();
            return (List<Map<String, Object>>) res.get("records");
        } catch (WebClientResponseException e) {
            if (e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE || e.getStatusCode() == HttpStatus.BAD_GATEWAY) {
                return List.of();
            }
            if (e.getStatusCode() == HttpStatus.NOT_FOUND) {
                throw new IllegalStateException("Salesforce object not found: " + e.getResponseBodyAsString());
            }
            throw e;
        }
    }

    public interface TokenProvider {
        String accessToken();
    }
}
