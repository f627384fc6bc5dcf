package com.tidewater.leadrouter.calloway;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.core.Response;

import java.util.List;

public final class CallowayErrors {

    private CallowayErrors() {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record V1Error(String error, List<Detail> details) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Detail(String path, String message) {}

    public static class CallowayException extends RuntimeException {
        private final int status;
        public CallowayException(int status, String message) {
            super(message);
            this.status = status;
        }
        public int status() { return status; }
    }

    public static class IdentityProviderDown extends CallowayException {
        public IdentityProviderDown(String message) { super(502, message); }
    }

    static void throwIfError(Response r) {
        int status = r.getStatus();
        if (status < 400) {
            return;
        }
        String message;
        try {
            V1Error err = r.readEntity(V1Error.class);
            message = err == null ? r.getStatusInfo().getReasonPhrase() : err.error();
        } catch (ProcessingException e) {
            message = r.getStatusInfo().getReasonPhrase();
        }
        switch (status) {
            case 502:
                throw new IdentityProviderDown("Calloway could not reach its IdP: " + message);
            case 503:
                throw new CallowayException(status, "Calloway API disabled for tenant: " + message);
            case 404:
                if ("user not found".equals(message)) {
                    throw new CallowayException(status, "Acting user missing in Calloway");
                }
                throw new CallowayException(status, message);
            default:
                throw new CallowayException(status, message);
        }
    }
}
