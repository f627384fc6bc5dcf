package com.halvorsen.sales.payments;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestClient;

import java.util.Map;
import java.util.Set;

/** Finance team's invoicing API (AWS API Gateway, usage-plan key). */
@Component
public class PaymentsGatewayClient {

    private static final Set<Integer> RETRYABLE = Set.of(502, 503, 504);
    private final RestClient client;

    public PaymentsGatewayClient(@Value("${payments.gateway-url}") String url,
                                 @Value("${payments.api-key}") String apiKey) {
        this.client = RestClient.builder()
                .baseUrl(url)
                .defaultHeader("x-api-key", apiKey)
                .build();
    }

    public Map<?, ?> invoiceStatus(String dealId) {
        for (int attempt = 0; ; attempt++) {
            try {
                return client.get().uri("/invoices/by-deal/{id}", dealId).retrieve().body(Map.class);
            } catch (HttpServerErrorException e) {
                if (attempt >= 2 || !RETRYABLE.contains(e.getStatusCode().value())) throw e;
                if (e.getStatusCode() == HttpStatus.SERVICE_UNAVAILABLE) sleep(2000);
            }
        }
    }

    private static void sleep(long ms) {
        try { Thread.sleep(ms); } catch (InterruptedException ie) { Thread.currentThread().interrupt(); }
    }
}
