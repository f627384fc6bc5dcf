package com.brightpath.outreach.ringlane;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "ringlane")
public record RinglaneProperties(
        String baseUrl,
        String apiKey,
        String serviceUserEmail,
        Duration connectTimeout,
        Duration readTimeout,
        String webhookSecret) {
}
