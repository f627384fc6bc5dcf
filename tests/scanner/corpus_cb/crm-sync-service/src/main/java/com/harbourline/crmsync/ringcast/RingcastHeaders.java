package com.harbourline.crmsync.ringcast;

/** Header names expected by the Ringcast public API. */
public final class RingcastHeaders {

    public static final String API_KEY = "x-api-key";
    public static final String ACTING_USER = "X-User-Email";
    public static final String REQUEST_ID = "X-Request-Id";

    private RingcastHeaders() {
    }
}
