package com.halvorsen.sales.callforge;

public final class CallForgeHeaders {

    public static final String API_KEY = "X-API-Key";
    public static final String ACTING_USER = "X-User-Id";
    public static final String REQUEST_ID = "X-Request-Id";

    private CallForgeHeaders() {
    }
}
