package com.northgate.cdc.dialwell;

public class DialwellException extends RuntimeException {
    private final int status;
    private final boolean retryable;

    public DialwellException(int status, String message, boolean retryable) {
        super("Dialwell " + status + ": " + message);
        this.status = status;
        this.retryable = retryable;
    }

    public int status() { return status; }
    public boolean retryable() { return retryable; }
}
