package com.tidewell.quotedialer.callvance;

/**
 * Header names used when talking to Callvance. Kept in one place so the
 * rest client annotations and the MockServer tests agree.
 */
public final class CallvanceHeaders {

    public static final String API_KEY = "x-api-key";
    public static final String ACTING_USER_EMAIL = "x-user-email";

    /** Header Callvance puts on outbound webhook deliveries. */
    public static final String SIGNATURE = "X-Callvance-Signature";

    private CallvanceHeaders() {
    }
}
