package com.kestrelmutual.outreach.dialwell;

/**
 * Header names Dialwell expects on every public API call.
 */
public final class DialwellHeaders {

    public static final String API_KEY = "x-api-key";
    public static final String ACTING_USER_EMAIL = "x-user-email";
    public static final String REQUEST_ID = "x-request-id";

    /** Header on outbound webhooks from Dialwell. */
    public static final String WEBHOOK_SIGNATURE = "X-Dialwell-Signature";

    private DialwellHeaders() {
    }
}
