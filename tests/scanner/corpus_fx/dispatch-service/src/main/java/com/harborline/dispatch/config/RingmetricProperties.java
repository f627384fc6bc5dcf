package com.harborline.dispatch.config;

import jakarta.validation.constraints.NotBlank;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

import java.time.Duration;
import java.util.Set;

/**
 * Connection settings for the Ringmetric dialer public API.
 */
@Validated
@ConfigurationProperties(prefix = "harborline.ringmetric")
public record RingmetricProperties(
        @DefaultValue("https://api.ringmetric.io/api/public/v1") String baseUrl,
        @NotBlank String apiKey,
        @NotBlank String actingUserEmail,
        @DefaultValue("2s") Duration connectTimeout,
        @DefaultValue("10s") Duration readTimeout,
        @DefaultValue({"429", "502"}) Set<Integer> retryableStatuses
) {
}
