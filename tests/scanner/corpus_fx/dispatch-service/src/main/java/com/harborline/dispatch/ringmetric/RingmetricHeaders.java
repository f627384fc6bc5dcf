package com.harborline.dispatch.ringmetric;

/**
 * Header names expected by the Ringmetric public API.
 */
public final class RingmetricHeaders {

    /** Shared integration key issued to Harborline. */
    public static final String API_KEY = "x-api-key";

    /** Login email of the rep on whose behalf we act; resolved by Ringmetric through Okta. */
    public static final String ACTING_USER = "x-user-email";

    /** Legacy webhook signature, HMAC-SHA256 hex of the raw body. */
    public static final String WEBHOOK_SIGNATURE = "X-Ringmetric-Signature";

    public static final String REQUEST_ID = "X-Request-Id";

    private RingmetricHeaders() {
    }
}
