package com.tessaly.orders.dialer;

public class DialSpanException extends RuntimeException {

    private final int status;

    public DialSpanException(int status, String message, Throwable cause) {
        super("DialSpan error " + status + ": " + message, cause);
        this.status = status;
    }

    public int getStatus() {
        return status;
    }
}
