package com.northwind.crmsync.dialwave;

/**
 * Header names used when talking to the Dialwave public API.
 */
public final class DialwaveHeaders {

    public static final String API_KEY = "x-api-key";
    public static final String ACTING_USER = "x-user-email";
    public static final String REQUEST_ID = "X-Request-Id";

    private DialwaveHeaders() {
    }
}
