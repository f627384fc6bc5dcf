package com.tidewater.leadrouter.enrich;

import com.tidewater.leadrouter.LeadRouterConfiguration.EnrichmentFactory;
import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.WebTarget;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.util.Map;
import java.util.Optional;

/**
 * Internal firmographic enrichment service (platform team). Sits behind AWS API Gateway,
 * which is why it wants an x-api-key header.
 */
public class EnrichmentClient {

    private final WebTarget root;
    private final String apiKey;

    public EnrichmentClient(Client client, EnrichmentFactory cfg) {
        this.root = client.target(cfg.getBaseUri());
        this.apiKey = cfg.getApiKey();
    }

    @SuppressWarnings("unchecked")
    public Optional<Map<String, Object>> lookupByEmail(String email) {
        try (Response r = root.path("people").queryParam("email", email)
                .request(MediaType.APPLICATION_JSON_TYPE)
                .header("x-api-key", apiKey)
                .get()) {
            if (r.getStatus() == 404) {
                return Optional.empty();
            }
            if (r.getStatus() == 502 || r.getStatus() == 503) {
                // gateway hiccup, enrichment is best-effort
                return Optional.empty();
            }
            return Optional.of(r.readEntity(Map.class));
        }
    }
}
