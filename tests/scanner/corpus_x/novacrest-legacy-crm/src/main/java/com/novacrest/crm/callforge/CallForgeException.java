package com.novacrest.crm.callforge;

import java.util.Collections;
import java.util.List;
import java.util.Map;

public class CallForgeException extends RuntimeException {

    private final int status;
    private final List<Map<String, String>> details;

    public CallForgeException(int status, String message, List<Map<String, String>> details) {
        super(message);
        this.status = status;
        this.details = details == null ? Collections.<Map<String, String>>emptyList() : details;
    }

    public int getStatus() {
        return status;
    }

    public List<Map<String, String>> getDetails() {
        return details;
    }

    public boolean isUserNotFound() {
        return status == 404 && "user not found".equalsIgnoreCase(getMessage());
    }

    public boolean isTransient() {
        return status == 429 || status == 502;
    }

    public boolean isApiDisabled() {
        return status == 503;
    }
}
