package health.harbourline.outreach.calltrail;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.rest.client.ext.ClientHeadersFactory;

@ApplicationScoped
public class CalltrailAuthHeadersFactory implements ClientHeadersFactory {

    @ConfigProperty(name = "calltrail.api-key")
    String apiKey;

    @ConfigProperty(name = "calltrail.acting-user-id")
    String actingUserId;

    @Override
    public MultivaluedMap<String, String> update(MultivaluedMap<String, String> incoming,
                                                 MultivaluedMap<String, String> outgoing) {
        MultivaluedMap<String, String> headers = new MultivaluedHashMap<>();
        headers.add("X-API-KEY", apiKey);
        if (!outgoing.containsKey("x-user-email")) {
            headers.add("X-USER-ID", actingUserId);
        }
        return headers;
    }
}
