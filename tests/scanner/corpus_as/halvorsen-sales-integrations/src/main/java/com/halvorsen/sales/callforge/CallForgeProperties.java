package com.halvorsen.sales.callforge;

import lombok.Data;
import org.springframework.boot.context.properties.ConfigurationProperties;

import java.time.Duration;

@Data
@ConfigurationProperties(prefix = "callforge")
public class CallForgeProperties {

    private String host = "https://api.callforge.com";
    /** Public API version segment. */
    private String apiVersion = "v1";
    private String apiKey;
    private String serviceUserId;
    private String webhookSecret;
    private Duration connectTimeout = Duration.ofSeconds(3);
    private Duration readTimeout = Duration.ofSeconds(15);

    public String baseUrl() {
        return host + "/api/public/" + apiVersion;
    }
}
