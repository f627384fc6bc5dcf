package co.northmoor.dispatch.ringlane;

import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.ext.ResponseExceptionMapper;
import org.jboss.logging.Logger;

import java.util.stream.Collectors;

public class RinglaneResponseExceptionMapper implements ResponseExceptionMapper<RinglaneException> {

    private static final Logger LOG = Logger.getLogger(RinglaneResponseExceptionMapper.class);

    @Override
    public RinglaneException toThrowable(Response response) {
        int status = response.getStatus();
        RinglaneErrorBody body = readBody(response);
        String message = body != null && body.error != null ? body.error : "HTTP " + status;

        if (body != null && body.details != null && !body.details.isEmpty()) {
            String fields = body.details.stream().map(d -> d.path + ": " + d.message).collect(Collectors.joining("; "));
            LOG.warnf("Ringlane validation failure: %s", fields);
        }

        if (status == 401) {
            return new RinglaneAuthException("Ringlane rejected the API key");
        }
        if (status == 404 && "user not found".equalsIgnoreCase(message)) {
            return new RinglaneActingUserException("Acting user " + message);
        }
        if (status == 502) {
            // Ringlane could not reach its identity provider; safe to retry
            return new RinglaneTransientException(message);
        }
        if (status == 503) {
            return new RinglaneDisabledException("Public API disabled for our account: " + message);
        }
        if (status == 429) {
            return new RinglaneTransientException("rate limited");
        }
        return new RinglaneException(status, message);
    }

    @Override
    public boolean handles(int status, jakarta.ws.rs.core.MultivaluedMap<String, Object> headers) {
        return status >= 400;
    }

    private RinglaneErrorBody readBody(Response response) {
        try {
            response.bufferEntity();
            return response.readEntity(RinglaneErrorBody.class);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
