package com.quillfield.crm.callpilot;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Bound from the {@code callpilot.*} block of application.yml.
 */
@ConfigurationProperties(prefix = "callpilot")
public class CallPilotProperties {

    /** Header carrying the shared public API key. */
    public static final String API_KEY_HEADER = "x-api-key";

    /** CallPilot needs to know which of our users is acting. */
    public static final String ACTING_USER_HEADER = "X-User-Email";

    private String baseUrl = "https://api.callpilot.io/api/public/v1";
    private String apiKey;
    private String actingUserEmail;
    private Duration connectTimeout = Duration.ofSeconds(3);
    private Duration readTimeout = Duration.ofSeconds(10);

    public String getBaseUrl() { return baseUrl; }
    public void setBaseUrl(String baseUrl) { this.baseUrl = baseUrl; }
    public String getApiKey() { return apiKey; }
    public void setApiKey(String apiKey) { this.apiKey = apiKey; }
    public String getActingUserEmail() { return actingUserEmail; }
    public void setActingUserEmail(String actingUserEmail) { this.actingUserEmail = actingUserEmail; }
    public Duration getConnectTimeout() { return connectTimeout; }
    public void setConnectTimeout(Duration connectTimeout) { this.connectTimeout = connectTimeout; }
    public Duration getReadTimeout() { return readTimeout; }
    public void setReadTimeout(Duration readTimeout) { this.readTimeout = readTimeout; }
}
