package com.northpeak.leadrouter.dialwise;

import lombok.Data;
import org.springframework.boot.context.properties.ConfigurationProperties;

@Data
@ConfigurationProperties(prefix = "dialwise")
public class DialwiseProperties {
    private String host = "https://api.dialwise.io";
    private String apiVersion = "v1";
    private String apiKey;
    private String actingUserId;
    private String webhookSecret;
    private int timeoutSeconds = 10;

    public String baseUrl() {
        return host + "/api/public/" + apiVersion + "/";
    }
}
