package com.brightwater.leadrouter.config;

import com.brightwater.leadrouter.dialwell.DialwellException;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;
import java.util.Set;

@Configuration
public class RetryConfig {

    /** Dialwell: identity provider hiccups and rate limits are worth retrying. */
    private static final Set<Integer> DIALWELL_RETRY_STATUSES = Set.of(429, 502);

    /** Geocoder sits behind the internal ALB which 502/503s during deploys. */
    private static final Set<Integer> GEOCODER_RETRY_STATUSES = Set.of(502, 503, 504);

    @Bean
    public Retry dialwellRetry() {
        return Retry.of("dialwell", io.github.resilience4j.retry.RetryConfig.custom()
                .maxAttempts(4)
                .waitDuration(Duration.ofMillis(750))
                .retryOnException(e -> e instanceof DialwellException
                        && DIALWELL_RETRY_STATUSES.contains(((DialwellException) e).status()))
                .build());
    }

    @Bean
    public Retry geocoderRetry() {
        return Retry.of("geocoder", io.github.resilience4j.retry.RetryConfig.custom()
                .maxAttempts(3)
                .retryOnResult(r -> r instanceof Integer && GEOCODER_RETRY_STATUSES.contains(r))
                .build());
    }
}
