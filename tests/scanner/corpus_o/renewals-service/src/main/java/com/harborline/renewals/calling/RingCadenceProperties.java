package com.harborline.renewals.calling;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "harborline.ringcadence")
public record RingCadenceProperties(String baseUrl, String apiKey, Duration connectTimeout, Duration readTimeout) {}
