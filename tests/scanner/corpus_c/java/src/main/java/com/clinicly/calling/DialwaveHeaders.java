package com.clinicly.calling;

/** Header names shared by every Dialwave client in the monolith. */
public final class DialwaveHeaders {
    private DialwaveHeaders() {}

    public static final String API_KEY = "x-api-key";
    public static final String ACTING_USER_EMAIL = "x-user-email";
    public static final String IDEMPOTENCY_KEY = "Idempotency-Key";

    /** Insurance eligibility API (Availity) uses the same header name, different service. */
    public static final String AVAILITY_API_KEY = "x-api-key";
}
