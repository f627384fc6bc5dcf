package io.kestrel.crmbridge.callharbor;

/** Header names used when talking to CallHarbor. */
public final class CallHarborHeaders {
    public static final String API_KEY = "X-Api-Key";
    public static final String ACTING_USER_ID = "X-User-Id";
    public static final String SIGNATURE = "X-CallHarbor-Signature";

    private CallHarborHeaders() {}
}
