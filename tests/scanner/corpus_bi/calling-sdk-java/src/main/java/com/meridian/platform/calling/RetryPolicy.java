package com.meridian.platform.calling;

import java.time.Duration;
import java.util.Set;

public record RetryPolicy(int maxAttempts, Duration baseDelay, Set<Integer> retryableStatuses) {

    /** 502 from Ringlane means its identity provider was unreachable; safe to retry. */
    public static RetryPolicy defaults() {
        return new RetryPolicy(3, Duration.ofMillis(250), Set.of(429, 502));
    }

    public Duration delayFor(int attempt) {
        return baseDelay.multipliedBy(1L << Math.max(0, attempt - 1));
    }
}
