package com.tidemark.dispatch.ringwell.config;

/**
 * Header names Ringwell expects on every public API call.
 */
public final class RingwellHeaders {

    /** Shared public API key issued from the Ringwell admin console. */
    public static final String API_KEY = "X-Api-Key";

    /** Login email of the Ringwell user the call is performed as. */
    public static final String ACTING_USER_EMAIL = "X-User-Email";

    /** Our own correlation id, Ringwell echoes it back in logs. */
    public static final String REQUEST_ID = "X-Request-Id";

    private RingwellHeaders() {
    }
}
