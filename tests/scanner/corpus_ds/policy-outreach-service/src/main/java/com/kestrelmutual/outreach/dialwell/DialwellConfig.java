package com.kestrelmutual.outreach.dialwell;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@ApplicationScoped
public class DialwellConfig {

    @Inject
    @ConfigProperty(name = "dialwell.base-url", defaultValue = "https://api.dialwell.com/api/public/v1")
    String baseUrl;

    @Inject
    @ConfigProperty(name = "dialwell.api-key")
    String apiKey;

    @Inject
    @ConfigProperty(name = "dialwell.acting-user")
    String actingUser;

    @Inject
    @ConfigProperty(name = "dialwell.connect-timeout-ms", defaultValue = "3000")
    long connectTimeoutMs;

    @Inject
    @ConfigProperty(name = "dialwell.read-timeout-ms", defaultValue = "10000")
    long readTimeoutMs;

    public String baseUrl() { return baseUrl; }
    public String apiKey() { return apiKey; }
    public String actingUser() { return actingUser; }
    public long connectTimeoutMs() { return connectTimeoutMs; }
    public long readTimeoutMs() { return readTimeoutMs; }
}
