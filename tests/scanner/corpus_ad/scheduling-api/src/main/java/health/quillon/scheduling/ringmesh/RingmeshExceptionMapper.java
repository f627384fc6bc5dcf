package health.quillon.scheduling.ringmesh;

import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.ext.ResponseExceptionMapper;

public class RingmeshExceptionMapper implements ResponseExceptionMapper<RingmeshException> {

    @Override
    public boolean handles(int status, MultivaluedMap<String, Object> headers) {
        return status >= 400;
    }

    @Override
    public RingmeshException toThrowable(Response response) {
        RingmeshErrorBody body = response.hasEntity() ? response.readEntity(RingmeshErrorBody.class) : null;
        String message = body != null ? body.error() : response.getStatusInfo().getReasonPhrase();
        return switch (response.getStatus()) {
            case 401 -> new RingmeshException.BadKey(message);
            case 404 -> "user not found".equalsIgnoreCase(message)
                    ? new RingmeshException.UnknownActingUser(message)
                    : new RingmeshException.NotFound(message);
            case 502 -> new RingmeshException.IdentityProviderDown(message);
            case 503 -> new RingmeshException.ApiDisabled(message);
            case 429 -> new RingmeshException.RateLimited(message);
            default -> new RingmeshException(response.getStatus(), message);
        };
    }
}
