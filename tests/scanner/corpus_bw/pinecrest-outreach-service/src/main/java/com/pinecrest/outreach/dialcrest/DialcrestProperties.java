package com.pinecrest.outreach.dialcrest;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "dialcrest")
public record DialcrestProperties(
        String baseUrl,
        String apiKey,
        String actingUserId,
        String webhookSecret,
        Duration connectTimeout,
        Duration readTimeout) {
}
