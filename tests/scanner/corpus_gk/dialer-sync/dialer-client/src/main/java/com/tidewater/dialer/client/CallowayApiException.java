package com.tidewater.dialer.client;

import java.util.stream.Collectors;

public class CallowayApiException extends RuntimeException {

    private final int status;
    private final CallowayErrorBody body;

    public CallowayApiException(int status, CallowayErrorBody body) {
        super(buildMessage(status, body));
        this.status = status;
        this.body = body;
    }

    private static String buildMessage(int status, CallowayErrorBody body) {
        if (body == null) {
            return "Calloway returned HTTP " + status;
        }
        String msg = "Calloway HTTP " + status + ": " + body.getError();
        if (!body.getDetails().isEmpty()) {
            msg += " [" + body.getDetails().stream()
                    .map(d -> d.getPath() + " " + d.getMessage())
                    .collect(Collectors.joining("; ")) + "]";
        }
        return msg;
    }

    public int getStatus() {
        return status;
    }

    public CallowayErrorBody getBody() {
        return body;
    }

    public boolean isUserNotFound() {
        return status == 404 && body != null && "user not found".equalsIgnoreCase(body.getError());
    }

    public boolean isListNotFound() {
        return status == 404 && body != null && "contact list not found".equalsIgnoreCase(body.getError());
    }

    /** Calloway's identity provider was unreachable; safe to retry. */
    public boolean isTransient() {
        return status == 502 || status == 429;
    }

    public boolean isApiDisabled() {
        return status == 503;
    }
}
