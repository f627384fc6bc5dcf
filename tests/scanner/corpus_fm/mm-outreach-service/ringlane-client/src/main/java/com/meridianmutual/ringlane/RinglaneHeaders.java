package com.meridianmutual.ringlane;

/**
 * Header names expected by the Ringlane public API.
 * Kept in one place so the Feign interceptor and the WireMock stubs agree.
 */
public final class RinglaneHeaders {

    /** Shared account key issued by Ringlane support. */
    public static final String API_KEY = "x-api-key";

    /** Acting agent, by login email (preferred). */
    public static final String ACTING_USER_EMAIL = "X-User-Email";

    /** Acting agent, by Okta user id (used by the batch jobs that have no email). */
    public static final String ACTING_USER_ID = "X-User-Id";

    /** Our own correlation id, echoed back by Ringlane in logs. */
    public static final String CORRELATION_ID = "X-Correlation-Id";

    private RinglaneHeaders() {
    }
}
