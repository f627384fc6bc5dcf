package com.harbourline.crmsync.pricing;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestClient;

/** Internal pricing service behind AWS API Gateway (usage-plan key). */
@Component
public class PricingGatewayClient {

    private final RestClient rest;

    public PricingGatewayClient(@Value("${pricing.url}") String url, @Value("${pricing.api-key}") String key) {
        this.rest = RestClient.builder()
                .baseUrl(url)
                .defaultHeader("x-api-key", key)
                .build();
    }

    public QuotePreview preview(String opportunityId) {
        try {
            return rest.get().uri("/quotes/preview?opp={id}", opportunityId).retrieve().body(QuotePreview.class);
        } catch (HttpServerErrorException e) {
            if (e.getStatusCode() == HttpStatus.BAD_GATEWAY || e.getStatusCode().value() == 503) {
                // API Gateway cold start / lambda throttling
                return QuotePreview.unavailable();
            }
            throw e;
        }
    }

    public record QuotePreview(String currency, long amountCents, boolean available) {
        static QuotePreview unavailable() { return new QuotePreview("USD", 0, false); }
    }
}
