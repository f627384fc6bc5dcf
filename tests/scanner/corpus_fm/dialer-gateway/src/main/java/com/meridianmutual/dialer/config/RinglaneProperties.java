package com.meridianmutual.dialer.config;

import jakarta.validation.constraints.NotBlank;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.validation.annotation.Validated;

@Validated
@ConfigurationProperties(prefix = "dialer.ringlane")
public class RinglaneProperties {

    /** e.g. https://api.ringlane.com */
    @NotBlank
    private String host;

    /** Path version segment; the client builds {host}/api/public/{apiVersion}. */
    private String apiVersion = "v1";

    @NotBlank
    private String apiKey;

    /** Statuses the gateway retries before giving up. */
    private List<Integer> retryableStatuses = List.of(429, 502, 504);

    public String getHost() { return host; }
    public void setHost(String host) { this.host = host; }
    public String getApiVersion() { return apiVersion; }
    public void setApiVersion(String apiVersion) { this.apiVersion = apiVersion; }
    public String getApiKey() { return apiKey; }
    public void setApiKey(String apiKey) { this.apiKey = apiKey; }
    public List<Integer> getRetryableStatuses() { return retryableStatuses; }
    public void setRetryableStatuses(List<Integer> retryableStatuses) { this.retryableStatuses = retryableStatuses; }
}
