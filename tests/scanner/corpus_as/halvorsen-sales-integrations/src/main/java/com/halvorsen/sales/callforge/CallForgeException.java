package com.halvorsen.sales.callforge;

public class CallForgeException extends RuntimeException {

    private final int status;
    private final boolean transientFailure;

    public CallForgeException(int status, String message, boolean transientFailure) {
        super(message);
        this.status = status;
        this.transientFailure = transientFailure;
    }

    public int getStatus() {
        return status;
    }

    public boolean isTransientFailure() {
        return transientFailure;
    }
}
