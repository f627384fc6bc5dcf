package health.quillon.scheduling.ringmesh;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.rest.client.ext.ClientHeadersFactory;

@ApplicationScoped
public class RingmeshHeaders implements ClientHeadersFactory {

    static final String API_KEY = "X-API-KEY";
    static final String ACTING_USER = "X-USER-ID";

    @ConfigProperty(name = "ringmesh.api-key")
    String apiKey;

    @ConfigProperty(name = "ringmesh.acting-user-id")
    String actingUserId;

    @Override
    public MultivaluedMap<String, String> update(MultivaluedMap<String, String> incoming,
                                                 MultivaluedMap<String, String> outgoing) {
        MultivaluedMap<String, String> headers = new MultivaluedHashMap<>();
        headers.putSingle(API_KEY, apiKey);
        headers.putSingle(ACTING_USER, actingUserId);
        return headers;
    }
}
