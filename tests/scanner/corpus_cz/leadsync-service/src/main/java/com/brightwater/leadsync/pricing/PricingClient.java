package com.brightwater.leadsync.pricing;

import java.math.BigDecimal;
import java.time.Duration;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import reactor.util.retry.Retry;

@Component
public class PricingClient {

    private final WebClient pricing;

    public PricingClient(@Qualifier("pricingWebClient") WebClient pricing) {
        this.pricing = pricing;
    }

    public BigDecimal quote(String productCode, int age) {
        try {
            return pricing.get()
                    .uri("/v1/quotes?product={p}&age={a}", productCode, age)
                    .retrieve()
                    .bodyToMono(QuoteResponse.class)
                    .retryWhen(Retry.backoff(3, Duration.ofMillis(200))
                            .filter(t -> t instanceof WebClientResponseException w
                                    && (w.getStatusCode().value() == 502 || w.getStatusCode().value() == 503)))
                    .map(QuoteResponse::premium)
                    .block(Duration.ofSeconds(5));
        } catch (WebClientResponseException e) {
            if (e.getStatusCode().value() == 503) {
                throw new PricingUnavailableException("pricing engine is in maintenance");
            }
            if (e.getStatusCode().value() == 404) {
                return null;
            }
            throw e;
        }
    }

    record QuoteResponse(String quoteId, BigDecimal premium) {
    }
}
