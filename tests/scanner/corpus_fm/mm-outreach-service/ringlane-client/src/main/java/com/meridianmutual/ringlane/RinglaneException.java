package com.meridianmutual.ringlane;

public class RinglaneException extends RuntimeException {

    private final int status;
    private final boolean retryable;

    public RinglaneException(int status, String message, boolean retryable) {
        super("Ringlane " + status + ": " + message);
        this.status = status;
        this.retryable = retryable;
    }

    public int status() {
        return status;
    }

    public boolean retryable() {
        return retryable;
    }

    public static class UnknownAgent extends RinglaneException {
        public UnknownAgent(String message) {
            super(404, message, false);
        }
    }

    public static class ListNotFound extends RinglaneException {
        public ListNotFound(String message) {
            super(404, message, false);
        }
    }

    public static class ApiDisabled extends RinglaneException {
        public ApiDisabled(String message) {
            super(503, message, false);
        }
    }
}
