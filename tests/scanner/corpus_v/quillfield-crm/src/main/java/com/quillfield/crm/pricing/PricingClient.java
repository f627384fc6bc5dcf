package com.quillfield.crm.pricing;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestClient;

@Component
public class PricingClient {

    private final RestClient http;

    public PricingClient(@Value("${pricing-service.url}") String url,
                         @Value("${pricing-service.api-key}") String apiKey) {
        this.http = RestClient.builder()
                .baseUrl(url)
                .defaultHeader("x-api-key", apiKey)
                .build();
    }

    public Quote quote(String policyId) {
        try {
            return http.get().uri("/quotes/{id}", policyId).retrieve().body(Quote.class);
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE || e.getStatusCode().value() == 502) {
                return Quote.unavailable(policyId);
            }
            throw e;
        }
    }
}
