package com.brightwater.leadsync.ringlane;

/**
 * Header names expected by the Ringlane public API.
 */
public final class RinglaneHeaders {

    public static final String API_KEY = "x-api-key";
    public static final String ACTING_USER_EMAIL = "x-user-email";
    public static final String ACTING_USER_ID = "x-user-id";
    public static final String REQUEST_ID = "x-request-id";

    private RinglaneHeaders() {
    }
}
