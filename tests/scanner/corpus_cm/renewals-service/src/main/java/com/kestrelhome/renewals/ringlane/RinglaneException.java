package com.kestrelhome.renewals.ringlane;

public class RinglaneException extends RuntimeException {
    private final int status;

    public RinglaneException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int getStatus() { return status; }
}

class RinglaneUserNotFoundException extends RinglaneException {
    RinglaneUserNotFoundException(String message) { super(404, message); }
}

class RinglaneTransientException extends RinglaneException {
    RinglaneTransientException(String message) { super(502, message); }
}

class RinglaneDisabledException extends RinglaneException {
    RinglaneDisabledException(String message) { super(503, message); }
}
