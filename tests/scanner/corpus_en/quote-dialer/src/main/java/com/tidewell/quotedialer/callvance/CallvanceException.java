package com.tidewell.quotedialer.callvance;

public class CallvanceException extends RuntimeException {

    private final int status;
    private final boolean retryable;

    public CallvanceException(int status, String message, boolean retryable) {
        super("Callvance " + status + ": " + message);
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
