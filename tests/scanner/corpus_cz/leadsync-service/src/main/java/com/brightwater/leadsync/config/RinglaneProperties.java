package com.brightwater.leadsync.config;

import java.time.Duration;
import java.util.List;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "ringlane")
public class RinglaneProperties {

    /** Base URL of the Ringlane public API, including the version segment. */
    private String baseUrl = "https://api.ringlane.io/api/public/v1";

    private String apiKey;

    /** Login email of the service account the calls are made on behalf of. */
    private String actingUserEmail;

    private String actingUserId;

    private String webhookSecret;

    private Duration connectTimeout = Duration.ofSeconds(3);

    private Duration readTimeout = Duration.ofSeconds(10);

    private final Retry retry = new Retry();

    public static class Retry {
        private int maxAttempts = 3;
        private List<Integer> retryOnStatuses = List.of(429, 502);

        public int getMaxAttempts() { return maxAttempts; }
        public void setMaxAttempts(int maxAttempts) { this.maxAttempts = maxAttempts; }
        public List<Integer> getRetryOnStatuses() { return retryOnStatuses; }
        public void setRetryOnStatuses(List<Integer> retryOnStatuses) { this.retryOnStatuses = retryOnStatuses; }
    }

    public String getBaseUrl() { return baseUrl; }
    public void setBaseUrl(String baseUrl) { this.baseUrl = baseUrl; }
    public String getApiKey() { return apiKey; }
    public void setApiKey(String apiKey) { this.apiKey = apiKey; }
    public String getActingUserEmail() { return actingUserEmail; }
    public void setActingUserEmail(String actingUserEmail) { this.actingUserEmail = actingUserEmail; }
    public String getActingUserId() { return actingUserId; }
    public void setActingUserId(String actingUserId) { this.actingUserId = actingUserId; }
    public String getWebhookSecret() { return webhookSecret; }
    public void setWebhookSecret(String webhookSecret) { this.webhookSecret = webhookSecret; }
    public Duration getConnectTimeout() { return connectTimeout; }
    public void setConnectTimeout(Duration connectTimeout) { this.connectTimeout = connectTimeout; }
    public Duration getReadTimeout() { return readTimeout; }
    public void setReadTimeout(Duration readTimeout) { this.readTimeout = readTimeout; }
    public Retry getRetry() { return retry; }
}
