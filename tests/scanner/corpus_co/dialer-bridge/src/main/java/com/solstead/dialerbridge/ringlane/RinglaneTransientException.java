package com.solstead.dialerbridge.ringlane;

public class RinglaneTransientException extends RinglaneException {
    public RinglaneTransientException(int status, String message) {
        super(status, Reason.IDP_UNAVAILABLE, message);
    }
}
