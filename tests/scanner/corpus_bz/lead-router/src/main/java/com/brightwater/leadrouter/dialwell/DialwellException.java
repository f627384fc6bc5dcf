package com.brightwater.leadrouter.dialwell;

public class DialwellException extends RuntimeException {
    public enum Kind { BAD_KEY, UNKNOWN_USER, LIST_NOT_FOUND, IDP_DOWN, API_DISABLED, RATE_LIMITED, OTHER }

    private final Kind kind;
    private final int status;

    public DialwellException(Kind kind, int status, String message) {
        super(message);
        this.kind = kind;
        this.status = status;
    }

    public Kind kind() { return kind; }
    public int status() { return status; }
    public boolean isTransient() { return kind == Kind.IDP_DOWN || kind == Kind.RATE_LIMITED; }
}
