package com.solstead.dialerbridge.ringlane;

public class RinglaneException extends RuntimeException {
    public enum Reason { UNAUTHORIZED, USER_NOT_FOUND, LIST_NOT_FOUND, IDP_UNAVAILABLE, API_DISABLED, RATE_LIMITED, OTHER }

    private final int status;
    private final Reason reason;

    public RinglaneException(int status, Reason reason, String message) {
        super(message);
        this.status = status;
        this.reason = reason;
    }

    public int getStatus() { return status; }
    public Reason getReason() { return reason; }

    public boolean isTransient() {
        return reason == Reason.IDP_UNAVAILABLE || reason == Reason.RATE_LIMITED;
    }
}
