package com.agency.northwind.calls;

/**
 * Header names used by the calling service integration.
 * Historically the v1 API accepted the key in a custom header.
 */
public final class CallingHeaders {

    public static final String KEY_HEADER = "X-API-KEY";

    /** Our own correlation header, echoed back by the dispatch UI. */
    public static final String CORRELATION = "X-Northwind-Correlation";

    private CallingHeaders() {
    }
}
