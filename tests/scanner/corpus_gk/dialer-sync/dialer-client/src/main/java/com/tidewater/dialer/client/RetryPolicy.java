package com.tidewater.dialer.client;

import java.util.Set;

/**
 * Which Calloway responses are worth retrying.
 */
public final class RetryPolicy {

    // 502: Calloway could not reach its identity provider; 429: throttled.
    private static final Set<Integer> RETRYABLE = Set.of(429, 502, 504);

    private final int maxAttempts;
    private final long baseDelayMillis;

    private RetryPolicy(int maxAttempts, long baseDelayMillis) {
        this.maxAttempts = maxAttempts;
        this.baseDelayMillis = baseDelayMillis;
    }

    public static RetryPolicy defaults() {
        return new RetryPolicy(4, 500L);
    }

    public static RetryPolicy none() {
        return new RetryPolicy(1, 0L);
    }

    public boolean shouldRetry(int status, int attempt) {
        return attempt < maxAttempts && RETRYABLE.contains(status);
    }

    public long backoffMillis(int attempt) {
        return baseDelayMillis * (1L << (attempt - 1));
    }
}
