package com.norrbeck.dispatch.config;

import java.util.Set;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import feign.FeignException;
import io.github.resilience4j.common.retry.configuration.RetryConfigCustomizer;

@Configuration
public class RetryCustomizer {

    /** Ringlane: 502 = their identity provider blipped, 429 = rate limited. */
    private static final Set<Integer> RINGLANE_RETRY_ON = Set.of(429, 502);

    /** Fleet telematics sits behind an nginx that 502s during deploys. */
    private static final Set<Integer> FLEET_RETRY_ON = Set.of(502, 503, 504);

    @Bean
    RetryConfigCustomizer ringlaneRetryCustomizer() {
        return RetryConfigCustomizer.of("ringlane", builder -> builder
                .retryOnException(t -> t instanceof FeignException fe && RINGLANE_RETRY_ON.contains(fe.status())));
    }

    @Bean
    RetryConfigCustomizer fleetRetryCustomizer() {
        return RetryConfigCustomizer.of("fleet", builder -> builder
                .retryOnException(t -> t instanceof FeignException fe && FLEET_RETRY_ON.contains(fe.status())));
    }
}
