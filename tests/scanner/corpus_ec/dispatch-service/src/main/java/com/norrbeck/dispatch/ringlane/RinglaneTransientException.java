package com.norrbeck.dispatch.ringlane;

/** Thrown for failures that are worth retrying (rate limit, IdP hiccups). */
public class RinglaneTransientException extends RinglaneExceptions.RinglaneException {
    public RinglaneTransientException(int status, String message) {
        super(status, message);
    }
}
