package com.kestrelfreight.crmbridge.ringlane;

public class UnknownRinglaneUserException extends RuntimeException {
    public UnknownRinglaneUserException() { super("acting user not provisioned in Ringlane"); }
}
