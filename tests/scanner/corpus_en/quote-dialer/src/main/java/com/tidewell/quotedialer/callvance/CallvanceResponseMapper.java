package com.tidewell.quotedialer.callvance;

import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.ext.ResponseExceptionMapper;
import org.jboss.logging.Logger;

public class CallvanceResponseMapper implements ResponseExceptionMapper<CallvanceException> {

    private static final Logger LOG = Logger.getLogger(CallvanceResponseMapper.class);

    @Override
    public boolean handles(int status, jakarta.ws.rs.core.MultivaluedMap<String, Object> headers) {
        return status >= 400;
    }

    @Override
    public CallvanceException toThrowable(Response response) {
        int status = response.getStatus();
        CallvanceErrorBody body = readBody(response);
        String message = body != null ? body.error : response.getStatusInfo().getReasonPhrase();

        switch (status) {
            case 401:
                return new CallvanceException(status, "Callvance rejected the API key", false);
            case 404:
                if ("user not found".equalsIgnoreCase(message)) {
                    return new CallvanceException(status, "acting user is not provisioned in Callvance", false);
                }
                return new CallvanceException(status, message, false);
            case 429:
                return new CallvanceException(status, "rate limited", true);
            case 502:
                // Callvance could not reach its identity provider; safe to retry
                return new CallvanceException(status, "identity provider unreachable", true);
            case 503:
                LOG.warn("Callvance reports the public API is disabled for our tenant");
                return new CallvanceException(status, "API disabled on the server", false);
            default:
                return new CallvanceException(status, body != null ? body.describe() : message, status >= 500);
        }
    }

    private CallvanceErrorBody readBody(Response response) {
        try {
            return response.readEntity(CallvanceErrorBody.class);
        } catch (RuntimeException e) {
            LOG.debugf("could not parse Callvance error body: %s", e.getMessage());
            return null;
        }
    }
}
