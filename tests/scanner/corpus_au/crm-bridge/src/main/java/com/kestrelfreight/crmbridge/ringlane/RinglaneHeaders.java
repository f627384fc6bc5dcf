package com.kestrelfreight.crmbridge.ringlane;

public final class RinglaneHeaders {
    private RinglaneHeaders() {}

    public static final String API_KEY = "X-API-KEY";
    public static final String ACTING_USER_EMAIL = "X-USER-EMAIL";
    /** Our own correlation header, forwarded to every downstream. */
    public static final String REQUEST_ID = "X-Request-Id";
}
