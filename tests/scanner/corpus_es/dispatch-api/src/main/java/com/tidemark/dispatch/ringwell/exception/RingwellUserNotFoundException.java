package com.tidemark.dispatch.ringwell.exception;

/**
 * The acting user configured in {@code ringwell.acting-user} does not exist
 * (or was deactivated) on the Ringwell side.
 */
public class RingwellUserNotFoundException extends RuntimeException {

    public RingwellUserNotFoundException(String message) {
        super(message);
    }
}
