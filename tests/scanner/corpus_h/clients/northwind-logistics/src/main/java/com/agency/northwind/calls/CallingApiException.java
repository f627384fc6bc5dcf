package com.agency.northwind.calls;

import org.springframework.http.HttpStatus;

public class CallingApiException extends RuntimeException {

    private final HttpStatus status;
    private final boolean retryable;

    public CallingApiException(String message, HttpStatus status, boolean retryable) {
        super(message);
        this.status = status;
        this.retryable = retryable;
    }

    public HttpStatus getStatus() {
        return status;
    }

    public boolean isRetryable() {
        return retryable;
    }

    public boolean isUserMissing() {
        return status == HttpStatus.NOT_FOUND && "user not found".equals(getMessage());
    }
}
