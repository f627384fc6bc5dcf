package com.tallyhive.billing.callstride;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

@ConfigurationProperties(prefix = "tallyhive.callstride")
public record CallstrideProperties(
        @DefaultValue("https://api.callstride.io/api/public/v1") String baseUrl,
        String apiKey,
        String actingUserEmail,
        @DefaultValue("3s") Duration connectTimeout,
        @DefaultValue("10s") Duration readTimeout) {
}
