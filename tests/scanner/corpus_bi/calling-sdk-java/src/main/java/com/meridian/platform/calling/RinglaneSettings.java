package com.meridian.platform.calling;

import java.time.Duration;
import java.util.Optional;

/** Central settings for the Ringlane wrapper. Values can be overridden via env. */
public final class RinglaneSettings {

    public static final String DEFAULT_BASE_URL = "https://api.ringlane.com/api/public/v1";
    public static final String API_KEY_HEADER = "x-api-key";
    public static final String ACTING_USER_EMAIL_HEADER = "X-User-Email";
    public static final String ACTING_USER_ID_HEADER = "X-User-Id";
    public static final String USER_AGENT = "meridian-calling-sdk-java/3.4";

    private final String baseUrl;
    private final String apiKey;
    private final Duration timeout;

    private RinglaneSettings(String baseUrl, String apiKey, Duration timeout) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
        this.timeout = timeout;
    }

    public static RinglaneSettings fromEnvironment() {
        String base = Optional.ofNullable(System.getenv("RINGLANE_BASE_URL")).orElse(DEFAULT_BASE_URL);
        String key = System.getenv("RINGLANE_API_KEY");
        if (key == null || key.isBlank()) {
            throw new IllegalStateException("RINGLANE_API_KEY is not set");
        }
        long seconds = Long.parseLong(Optional.ofNullable(System.getenv("RINGLANE_TIMEOUT_SECONDS")).orElse("10"));
        return new RinglaneSettings(base, key, Duration.ofSeconds(seconds));
    }

    public String baseUrl() { return baseUrl; }
    public String apiKey() { return apiKey; }
    public Duration timeout() { return timeout; }
}
