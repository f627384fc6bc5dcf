package com.kestrelmutual.dialer.policy;

import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.RestClient;

/** Looks up policy holders in our internal policy-service. */
@Component
public class PolicyServiceClient {

    private final RestClient rest;

    public PolicyServiceClient(@Value("${policy-service.base-url}") String baseUrl,
                               @Value("${policy-service.api-key}") String apiKey) {
        this.rest = RestClient.builder()
                .baseUrl(baseUrl)
                .defaultHeader("x-api-key", apiKey)
                .build();
    }

    @SuppressWarnings("unchecked")
    public Map<String, Object> holderByPhone(String phone, String agentId) {
        try {
            return rest.get()
                    .uri("/holders?phone={p}", phone)
                    .header("X-User-Id", agentId)
                    .retrieve()
                    .body(Map.class);
        } catch (HttpClientErrorException e) {
            if (e.getStatusCode() == HttpStatus.NOT_FOUND) {
                return Map.of();
            }
            throw e;
        }
    }
}
