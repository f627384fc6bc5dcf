package com.kestrelmutual.dialer.config;

import java.util.Set;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.retry.support.RetryTemplate;

@Configuration
public class RetryConfig {

    /** CallHarbor: 502 means their IdP lookup failed; it usually clears in seconds. */
    public static final Set<Integer> CALLHARBOR_RETRYABLE = Set.of(429, 502);

    /** Our own policy-service sits behind an nginx that 502/503s during deploys. */
    public static final Set<Integer> POLICY_SERVICE_RETRYABLE = Set.of(502, 503, 504);

    @Bean
    RetryTemplate callHarborRetryTemplate() {
        return RetryTemplate.builder()
                .maxAttempts(4)
                .exponentialBackoff(500, 2.0, 8000)
                .retryOn(com.kestrelmutual.dialer.callharbor.CallHarborException.IdentityProviderUnavailable.class)
                .retryOn(com.kestrelmutual.dialer.callharbor.CallHarborException.RateLimited.class)
                .build();
    }
}
