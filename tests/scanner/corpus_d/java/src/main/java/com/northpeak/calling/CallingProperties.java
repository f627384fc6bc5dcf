package com.northpeak.calling;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Binds the {@code calling.*} block of application.yml.
 * The v2 credentials live under {@code calling-v2.*} and are bound separately.
 */
@ConfigurationProperties(prefix = "calling")
public record CallingProperties(
        String baseUrl,
        String apiKey,
        String actingUserEmail,
        Duration connectTimeout,
        Duration readTimeout) {

    /** Header names agreed with the calling team in 2022. */
    public static final String KEY_HEADER = "x-api-key";
    public static final String USER_HEADER = "x-user-email";
    public static final String REQUEST_ID_HEADER = "X-Request-Id";
}
