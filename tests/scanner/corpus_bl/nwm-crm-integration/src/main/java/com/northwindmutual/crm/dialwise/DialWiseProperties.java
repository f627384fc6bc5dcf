package com.northwindmutual.crm.dialwise;

import lombok.Data;
import org.springframework.boot.context.properties.ConfigurationProperties;

@Data
@ConfigurationProperties(prefix = "dialwise")
public class DialWiseProperties {
    private String baseUrl = DialWiseConstants.DEFAULT_BASE_URL;
    private String apiKey;
    private String actingUserEmail;
    private int connectTimeoutMs = 3000;
    private int readTimeoutMs = 15000;
    private String webhookSecret;
}
