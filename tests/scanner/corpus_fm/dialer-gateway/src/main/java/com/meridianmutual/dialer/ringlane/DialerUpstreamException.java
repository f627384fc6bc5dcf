package com.meridianmutual.dialer.ringlane;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;

@ResponseStatus(HttpStatus.BAD_GATEWAY)
public class DialerUpstreamException extends RuntimeException {

    public enum Reason { AGENT_NOT_PROVISIONED, LIST_MISSING, IDP_DOWN, INTEGRATION_DISABLED, VALIDATION, OTHER }

    private final Reason reason;

    public DialerUpstreamException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
