package com.kestrelmutual.outreach.dialwell;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.core.Response;

import java.util.stream.Collectors;

@ApplicationScoped
public class DialwellErrorTranslator {

    public <T> T readOrThrow(Response r, Class<T> type) {
        try {
            int status = r.getStatus();
            if (status >= 200 && status < 300) {
                return type == Void.class ? null : r.readEntity(type);
            }
            DialwellErrorBody body = safeBody(r);
            String msg = body != null && body.error != null ? body.error : r.getStatusInfo().getReasonPhrase();

            switch (status) {
                case 401:
                    throw new DialwellAuthException("Dialwell rejected API key: " + msg);
                case 400:
                    throw new DialwellValidationException(msg, describe(body));
                case 404:
                    if ("user not found".equalsIgnoreCase(msg)) {
                        throw new DialwellUnknownAgentException(msg);
                    }
                    throw new DialwellNotFoundException(msg);
                case 429:
                    throw new DialwellRateLimitedException(r.getHeaderString("Retry-After"));
                case 502:
                    // Dialwell could not reach its identity provider, safe to retry
                    throw new DialwellTransientException("identity provider unreachable: " + msg);
                case 503:
                    throw new DialwellDisabledException("Dialwell API disabled for tenant: " + msg);
                default:
                    throw new DialwellException(status + " " + msg);
            }
        } finally {
            r.close();
        }
    }

    private DialwellErrorBody safeBody(Response r) {
        try {
            return r.readEntity(DialwellErrorBody.class);
        } catch (ProcessingException | IllegalStateException e) {
            return null;
        }
    }

    private String describe(DialwellErrorBody body) {
        if (body == null || body.details == null) {
            return "";
        }
        return body.details.stream()
                .map(d -> d.path + ": " + d.message)
                .collect(Collectors.joining("; "));
    }
}
