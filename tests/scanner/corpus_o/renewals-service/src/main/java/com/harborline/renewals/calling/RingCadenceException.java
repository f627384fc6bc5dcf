package com.harborline.renewals.calling;

public class RingCadenceException extends RuntimeException {
    private final int status;
    private final boolean retryable;

    public RingCadenceException(int status, String message, boolean retryable) {
        super(message);
        this.status = status;
        this.retryable = retryable;
    }

    public int status() { return status; }
    public boolean retryable() { return retryable; }
}
