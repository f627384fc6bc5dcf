package com.korvath.fms.dialer;

public class DialBridgeException extends Exception {

    private static final long serialVersionUID = 4412093318231L;

    private final int status;
    private final boolean transientFailure;

    public DialBridgeException(int status, String message, boolean transientFailure) {
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
