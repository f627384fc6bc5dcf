package com.harborfinch.routing.dialwise;

/** Header names for the Dialwise public API. */
public final class DialwiseHeaders {
    public static final String API_KEY = "x-api-key";
    public static final String ACTING_USER = "x-user-id";
    public static final String SIGNATURE = "X-Dialwise-Signature";

    private DialwiseHeaders() {}
}
