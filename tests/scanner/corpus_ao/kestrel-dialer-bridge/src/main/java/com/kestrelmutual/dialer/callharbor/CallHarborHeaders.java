package com.kestrelmutual.dialer.callharbor;

/** Header names required by the CallHarbor public API. */
public final class CallHarborHeaders {

    public static final String API_KEY = "X-API-Key";
    public static final String ACTING_USER = "X-User-Email";
    public static final String REQUEST_ID = "X-Request-Id";

    private CallHarborHeaders() {
    }
}
