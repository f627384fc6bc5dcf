package com.tidemark.dispatch.ringwell.config;

import java.time.Duration;
import java.util.List;

import jakarta.validation.constraints.NotBlank;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.validation.annotation.Validated;

@Validated
@ConfigurationProperties(prefix = "ringwell")
public record RingwellProperties(
        @NotBlank String baseUrl,
        @NotBlank String apiKey,
        @NotBlank String actingUser,
        Duration connectTimeout,
        Duration readTimeout,
        Webhook webhook,
        Retry retry) {

    public record Webhook(String signingSecret) {}

    public record Retry(int maxAttempts, List<Integer> statuses) {
        public Retry {
            if (maxAttempts <= 0) {
                maxAttempts = 1;
            }
            statuses = statuses == null ? List.of() : List.copyOf(statuses);
        }
    }
}
