package health.harbourline.outreach.calltrail;

import java.util.Map;

import jakarta.ws.rs.core.Response;

import org.eclipse.microprofile.rest.client.ext.ResponseExceptionMapper;

public class V2ErrorMapper implements ResponseExceptionMapper<RuntimeException> {

    @Override
    @SuppressWarnings("unchecked")
    public RuntimeException toThrowable(Response response) {
        Map<String, Object> body = response.readEntity(Map.class);
        Map<String, Object> error = (Map<String, Object>) body.getOrDefault("error", Map.of());
        String code = String.valueOf(error.get("code"));
        if ("acting_user_not_found".equals(code)) {
            return new CalltrailException(CalltrailException.Kind.ACTING_USER_UNKNOWN, String.valueOf(error.get("message")));
        }
        if (response.getStatus() == 503) {
            return new CalltrailException(CalltrailException.Kind.OTHER, "maintenance window");
        }
        return new CalltrailException(CalltrailException.Kind.OTHER, code);
    }
}
