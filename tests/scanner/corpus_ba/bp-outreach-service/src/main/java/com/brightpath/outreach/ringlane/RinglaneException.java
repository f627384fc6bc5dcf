package com.brightpath.outreach.ringlane;

import org.springframework.http.HttpStatusCode;

public class RinglaneException extends RuntimeException {

    private final HttpStatusCode status;
    private final RinglaneErrorResponse body;

    public RinglaneException(HttpStatusCode status, RinglaneErrorResponse body) {
        super(body != null && body.error() != null ? body.error() : "Ringlane call failed: " + status);
        this.status = status;
        this.body = body;
    }

    public HttpStatusCode getStatus() {
        return status;
    }

    public RinglaneErrorResponse getBody() {
        return body;
    }

    public boolean isTransient() {
        return status.value() == 502 || status.value() == 429;
    }

    public boolean isApiDisabled() {
        return status.value() == 503;
    }
}
