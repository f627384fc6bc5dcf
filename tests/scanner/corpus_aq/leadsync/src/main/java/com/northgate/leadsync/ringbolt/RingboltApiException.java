package com.northgate.leadsync.ringbolt;

public class RingboltApiException extends RuntimeException {

    private final int status;
    private final RingboltErrorBody body;

    public RingboltApiException(int status, RingboltErrorBody body) {
        super(body != null && body.getError() != null ? body.getError() : "Ringbolt HTTP " + status);
        this.status = status;
        this.body = body;
    }

    public int getStatus() { return status; }
    public RingboltErrorBody getBody() { return body; }

    public boolean isUnknownActingUser() {
        return status == 404 && RingboltConstants.MSG_USER_NOT_FOUND.equals(getMessage());
    }

    public boolean isListMissing() {
        return status == 404 && RingboltConstants.MSG_LIST_NOT_FOUND.equals(getMessage());
    }
}
