package com.tidemark.dispatch.ringwell.exception;

public class RingwellUnavailableException extends RuntimeException {

    private final int status;
    private final boolean retryable;

    public RingwellUnavailableException(int status, String message, boolean retryable) {
        super(message);
        this.status = status;
        this.retryable = retryable;
    }

    public int status() {
        return status;
    }

    public boolean retryable() {
        return retryable;
    }
}
