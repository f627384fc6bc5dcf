package com.northpeak.leadrouter.dialwise;

public class DialwiseException extends RuntimeException {

    public enum Reason { BAD_KEY, USER_NOT_FOUND, LIST_NOT_FOUND, IDP_UNAVAILABLE, API_DISABLED, RATE_LIMITED, OTHER }

    private final Reason reason;
    private final int status;

    public DialwiseException(Reason reason, int status, String message) {
        super(message);
        this.reason = reason;
        this.status = status;
    }

    public Reason getReason() { return reason; }

    public int getStatus() { return status; }

    public boolean isTransient() {
        return reason == Reason.IDP_UNAVAILABLE || reason == Reason.RATE_LIMITED;
    }
}
