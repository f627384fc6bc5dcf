package com.norrbeck.dispatch.ringlane;

public class RinglaneApiDisabledException extends RinglaneExceptions.RinglaneException {
    public RinglaneApiDisabledException(String message) {
        super(503, message);
    }
}
