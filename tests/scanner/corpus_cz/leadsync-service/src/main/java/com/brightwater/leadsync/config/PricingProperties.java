package com.brightwater.leadsync.config;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "pricing")
public record PricingProperties(String baseUrl, String apiKey) {
}
