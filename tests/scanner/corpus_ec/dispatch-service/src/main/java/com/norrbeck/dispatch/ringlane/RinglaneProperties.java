package com.norrbeck.dispatch.ringlane;

import java.util.Set;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "ringlane")
public record RinglaneProperties(
        String baseUrl,
        String apiKey,
        String actingUser,
        Set<Integer> retryableStatuses,
        String defaultListName) {
}
