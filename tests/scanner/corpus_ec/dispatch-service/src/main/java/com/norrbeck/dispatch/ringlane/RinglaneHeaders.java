package com.norrbeck.dispatch.ringlane;

/**
 * Header names expected by the Ringlane public API (v1).
 */
public final class RinglaneHeaders {

    public static final String API_KEY = "x-api-key";
    public static final String ACTING_USER_EMAIL = "x-user-email";
    public static final String REQUEST_ID = "x-request-id";

    private RinglaneHeaders() {
    }
}
