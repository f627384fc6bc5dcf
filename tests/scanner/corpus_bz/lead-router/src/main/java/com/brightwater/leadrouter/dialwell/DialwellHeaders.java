package com.brightwater.leadrouter.dialwell;

/** Header names required by the Dialwell public API. */
public final class DialwellHeaders {
    public static final String API_KEY = "X-API-KEY";
    public static final String ACTING_USER = "X-USER-ID";
    public static final String REQUEST_ID = "X-Request-Id";

    private DialwellHeaders() {}
}
