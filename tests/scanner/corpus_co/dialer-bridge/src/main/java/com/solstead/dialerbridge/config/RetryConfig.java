package com.solstead.dialerbridge.config;

import java.util.Set;
import org.springframework.context.annotation.Configuration;
import org.springframework.retry.annotation.EnableRetry;

@Configuration
@EnableRetry
public class RetryConfig {
    /** Ringlane statuses worth retrying: rate limit and Okta-unreachable. */
    public static final Set<Integer> RINGLANE_RETRYABLE = Set.of(429, 502);

    /** Lead-gen API Gateway: standard transient set. */
    public static final Set<Integer> LEADGEN_RETRYABLE = Set.of(429, 500, 502, 503, 504);
}
