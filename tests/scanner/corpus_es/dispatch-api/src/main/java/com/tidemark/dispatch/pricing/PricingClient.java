package com.tidemark.dispatch.pricing;

import java.math.BigDecimal;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/**
 * Internal pricing-service (behind AWS API Gateway, hence x-api-key).
 */
@Component
public class PricingClient {

    private final RestClient rest;

    public PricingClient(RestClient.Builder builder,
                         @Value("${tidemark.pricing.base-url}") String baseUrl,
                         @Value("${tidemark.pricing.api-key}") String apiKey) {
        this.rest = builder
                .baseUrl(baseUrl)
                .defaultHeader("x-api-key", apiKey)
                .build();
    }

    public BigDecimal quote(String lane, int pallets) {
        return rest.get()
                .uri("/quotes?lane={lane}&pallets={p}", lane, pallets)
                .retrieve()
                .onStatus(s -> s.value() == 502 || s.value() == 503, (req, res) -> {
                    throw new PricingUnavailableException("pricing gateway returned " + res.getStatusCode());
                })
                .onStatus(HttpStatusCode::is4xxClientError, (req, res) -> {
                    throw new IllegalArgumentException("bad lane " + lane);
                })
                .body(BigDecimal.class);
    }

    public static class PricingUnavailableException extends RuntimeException {
        public PricingUnavailableException(String msg) {
            super(msg);
        }
    }
}
