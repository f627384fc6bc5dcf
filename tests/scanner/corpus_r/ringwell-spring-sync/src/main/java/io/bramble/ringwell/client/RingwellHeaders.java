package io.bramble.ringwell.client;

/** Header names used by the Ringwell public API. */
public final class RingwellHeaders {
    public static final String API_KEY = "x-api-key";
    public static final String ACTING_USER = "x-user-email";
    public static final String REQUEST_ID = "x-request-id";

    private RingwellHeaders() {}
}
