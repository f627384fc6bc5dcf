package health.harbourline.outreach.calltrail;

import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.rest.client.ext.ResponseExceptionMapper;

public class CalltrailErrorMapper implements ResponseExceptionMapper<RuntimeException> {

    @Override
    public RuntimeException toThrowable(Response response) {
        CalltrailError err = readError(response);
        String msg = err.error == null ? response.getStatusInfo().getReasonPhrase() : err.error;
        switch (response.getStatus()) {
            case 401:
                return new CalltrailException(CalltrailException.Kind.AUTH, "Calltrail rejected our API key");
            case 404:
                if ("user not found".equals(err.error)) {
                    return new CalltrailException(CalltrailException.Kind.ACTING_USER_UNKNOWN, msg);
                }
                return new CalltrailException(CalltrailException.Kind.LIST_NOT_FOUND, msg);
            case 429:
                return new CalltrailException(CalltrailException.Kind.RATE_LIMITED, msg);
            case 502:
                return new CalltrailIdpUnavailableException(msg);
            case 503:
                return new CalltrailException(CalltrailException.Kind.DISABLED, "Calltrail API disabled: " + msg);
            default:
                if (err.details != null) {
                    for (CalltrailError.Detail d : err.details) {
                        msg += "; " + d.path + " " + d.message;
                    }
                }
                return new CalltrailException(CalltrailException.Kind.OTHER, msg);
        }
    }

    private static CalltrailError readError(Response response) {
        try {
            return response.readEntity(CalltrailError.class);
        } catch (RuntimeException e) {
            return new CalltrailError();
        }
    }
}
