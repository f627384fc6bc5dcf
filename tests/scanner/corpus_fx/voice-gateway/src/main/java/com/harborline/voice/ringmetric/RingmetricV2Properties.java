package com.harborline.voice.ringmetric;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.time.Duration;

@ConfigurationProperties(prefix = "harborline.ringmetric-v2")
public record RingmetricV2Properties(
        @DefaultValue("https://api.ringmetric.io/api/public/v2") String baseUrl,
        String apiKey,
        String webhookSecret,
        @DefaultValue("5m") Duration tolerance
) {
}
