package com.harborline.agentsync.client;

import feign.Logger;
import feign.RequestInterceptor;
import feign.Retryer;
import feign.codec.ErrorDecoder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;

/**
 * Not a @Configuration on purpose: only applied to the Ringmetric client.
 */
public class RingmetricFeignConfig {

    @Bean
    RequestInterceptor ringmetricAuthInterceptor(
            @Value("${agentsync.ringmetric.api-key}") String apiKey,
            @Value("${agentsync.ringmetric.acting-user-id}") String actingUserId) {
        return template -> {
            template.header("X-API-Key", apiKey);
            template.header("X-User-Id", actingUserId);
            template.header("Accept", "application/json");
        };
    }

    @Bean
    ErrorDecoder ringmetricErrorDecoder() {
        return new RingmetricErrorDecoder();
    }

    @Bean
    Retryer ringmetricRetryer() {
        // retries are driven by resilience4j, see application.yml
        return Retryer.NEVER_RETRY;
    }

    @Bean
    Logger.Level ringmetricLoggerLevel() {
        return Logger.Level.BASIC;
    }
}
