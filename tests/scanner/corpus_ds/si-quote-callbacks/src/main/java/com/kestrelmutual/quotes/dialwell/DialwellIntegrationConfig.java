package com.kestrelmutual.quotes.dialwell;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.integration.dsl.IntegrationFlow;
import org.springframework.integration.handler.advice.RequestHandlerRetryAdvice;
import org.springframework.integration.http.dsl.Http;
import org.springframework.retry.backoff.ExponentialBackOffPolicy;
import org.springframework.retry.policy.SimpleRetryPolicy;
import org.springframework.retry.support.RetryTemplate;
import org.springframework.web.client.HttpServerErrorException;

import java.util.Map;
import java.util.Set;

@Configuration
public class DialwellIntegrationConfig {

    /** Dialwell statuses worth retrying: 502 = their IdP lookup failed, 429 = throttled. */
    static final Set<Integer> RETRYABLE = Set.of(429, 502);

    @Value("${dialwell.api-root}")
    String apiRoot;

    @Value("${dialwell.api-key}")
    String apiKey;

    @Value("${dialwell.acting-user-id}")
    String actingUserId;

    @Bean
    public RequestHandlerRetryAdvice dialwellRetryAdvice() {
        ExponentialBackOffPolicy backOff = new ExponentialBackOffPolicy();
        backOff.setInitialInterval(1000);
        backOff.setMultiplier(2.0);
        RetryTemplate template = new RetryTemplate();
        template.setBackOffPolicy(backOff);
        template.setRetryPolicy(new SimpleRetryPolicy(4, Map.of(HttpServerErrorException.BadGateway.class, true)));
        RequestHandlerRetryAdvice advice = new RequestHandlerRetryAdvice();
        advice.setRetryTemplate(template);
        return advice;
    }

    /** Nightly: create the next day's callback list (Java DSL variant of the XML gateway). */
    @Bean
    public IntegrationFlow dailyCallbackListFlow() {
        return IntegrationFlow
                .fromSupplier(() -> Map.of("name", "quote-callbacks-" + java.time.LocalDate.now().plusDays(1)),
                        c -> c.poller(p -> p.cron("0 0 23 * * *")))
                .enrichHeaders(h -> h
                        .header("x-api-key", apiKey)
                        .header("x-user-id", actingUserId))
                .handle(Http.outboundGateway(apiRoot + "/contact-lists")
                        .httpMethod(HttpMethod.POST)
                        .mappedRequestHeaders("x-api-key", "x-user-id", "Content-Type")
                        .expectedResponseType(String.class))
                .channel("dialwellListCreated")
                .get();
    }
}
