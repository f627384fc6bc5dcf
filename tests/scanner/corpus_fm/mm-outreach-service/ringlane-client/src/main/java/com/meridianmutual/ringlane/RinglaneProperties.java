package com.meridianmutual.ringlane;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "ringlane")
public record RinglaneProperties(
        String baseUrl,
        String apiKey,
        String defaultAgentEmail,
        Duration connectTimeout,
        Duration readTimeout) {

    public RinglaneProperties {
        if (connectTimeout == null) {
            connectTimeout = Duration.ofSeconds(3);
        }
        if (readTimeout == null) {
            readTimeout = Duration.ofSeconds(10);
        }
    }
}
