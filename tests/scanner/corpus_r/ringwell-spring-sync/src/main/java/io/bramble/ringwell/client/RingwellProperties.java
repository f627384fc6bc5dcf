package io.bramble.ringwell.client;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "ringwell")
public class RingwellProperties {
    private String baseUrl;
    private String apiKey;
    private String actingUserEmail;
    private int connectTimeoutMs = 3000;
    private int readTimeoutMs = 10000;

    public String getBaseUrl() { return baseUrl; }
    public void setBaseUrl(String baseUrl) { this.baseUrl = baseUrl; }
    public String getApiKey() { return apiKey; }
    public void setApiKey(String apiKey) { this.apiKey = apiKey; }
    public String getActingUserEmail() { return actingUserEmail; }
    public void setActingUserEmail(String actingUserEmail) { this.actingUserEmail = actingUserEmail; }
    public int getConnectTimeoutMs() { return connectTimeoutMs; }
    public void setConnectTimeoutMs(int v) { this.connectTimeoutMs = v; }
    public int getReadTimeoutMs() { return readTimeoutMs; }
    public void setReadTimeoutMs(int v) { this.readTimeoutMs = v; }
}
