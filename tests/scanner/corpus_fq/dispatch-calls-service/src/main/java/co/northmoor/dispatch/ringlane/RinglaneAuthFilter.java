package co.northmoor.dispatch.ringlane;

import jakarta.inject.Inject;
import jakarta.ws.rs.client.ClientRequestContext;
import jakarta.ws.rs.client.ClientRequestFilter;
import jakarta.ws.rs.ext.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.slf4j.MDC;

import java.util.UUID;

@Provider
public class RinglaneAuthFilter implements ClientRequestFilter {

    @Inject
    @ConfigProperty(name = "ringlane.api-key")
    String apiKey;

    @Inject
    @ConfigProperty(name = "ringlane.acting-user-email")
    String actingUserEmail;

    @Override
    public void filter(ClientRequestContext ctx) {
        ctx.getHeaders().putSingle(RinglaneHeaders.API_KEY, apiKey);
        ctx.getHeaders().putSingle(RinglaneHeaders.ACTING_USER, actingUserEmail);
        String rid = MDC.get("requestId");
        ctx.getHeaders().putSingle(RinglaneHeaders.REQUEST_ID, rid != null ? rid : UUID.randomUUID().toString());
    }
}
