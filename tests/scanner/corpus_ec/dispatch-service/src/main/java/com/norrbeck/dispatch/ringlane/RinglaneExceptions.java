package com.norrbeck.dispatch.ringlane;

public final class RinglaneExceptions {

    private RinglaneExceptions() {
    }

    public static class RinglaneException extends RuntimeException {
        private final int status;

        public RinglaneException(int status, String message) {
            super(message);
            this.status = status;
        }

        public int status() {
            return status;
        }
    }

    public static class ActingUserNotFoundException extends RinglaneException {
        public ActingUserNotFoundException(String message) {
            super(404, message);
        }
    }

    public static class ContactListNotFoundException extends RinglaneException {
        public ContactListNotFoundException(String message) {
            super(404, message);
        }
    }
}
