package com.kestrelfreight.crmbridge.ringlane;

public class RinglaneIdpUnavailableException extends RuntimeException {
    public RinglaneIdpUnavailableException(String message) { super(message); }
}
