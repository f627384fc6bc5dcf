package com.acme.calls

/**
 * Header names shared by every Calling Service caller in this repo.
 * Keep in one place so the v2 switch is a one-line change.
 */
final class CallingHeaders {
    private CallingHeaders() {}

    /** Legacy shared-key header (v1 contract). */
    static final String LEGACY_KEY_HEADER = 'X-API-KEY'

    /** Acting user, resolved by the provider's IdP. */
    static final String ACTING_USER_HEADER = 'x-user-id'

    /** Our own correlation id, forwarded to every downstream. */
    static final String CORRELATION_HEADER = 'X-Correlation-Id'

    /** Required on v2 writes. */
    static final String IDEMPOTENCY_HEADER = 'Idempotency-Key'
}
