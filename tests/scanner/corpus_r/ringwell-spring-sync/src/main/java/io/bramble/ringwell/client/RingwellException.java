package io.bramble.ringwell.client;

public class RingwellException extends RuntimeException {
    private final int status;
    private final boolean retryable;

    public RingwellException(int status, String message, boolean retryable) {
        super(message);
        this.status = status;
        this.retryable = retryable;
    }

    public int getStatus() { return status; }
    public boolean isRetryable() { return retryable; }
}
