package com.brightwater.leadsync.ringlane;

public class RinglaneException extends RuntimeException {

    private final int status;
    private final boolean retryable;

    public RinglaneException(int status, String message, boolean retryable) {
        super(message);
        this.status = status;
        this.retryable = retryable;
    }

    public int getStatus() { return status; }

    public boolean isRetryable() { return retryable; }

    public static class ActingUserNotFound extends RinglaneException {
        public ActingUserNotFound(String message) { super(404, message, false); }
    }

    public static class IdentityProviderUnavailable extends RinglaneException {
        public IdentityProviderUnavailable(String message) { super(502, message, true); }
    }

    public static class ApiDisabled extends RinglaneException {
        public ApiDisabled(String message) { super(503, message, false); }
    }
}
