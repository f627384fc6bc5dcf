package com.kestrelmutual.outreach.pas;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** Policy Admin System, fronted by the internal AWS API Gateway. */
@ApplicationScoped
public class PolicyAdminClient {

    @Inject
    @ConfigProperty(name = "pas.base-url")
    String baseUrl;

    @Inject
    @ConfigProperty(name = "pas.api-key")
    String gatewayKey;

    public PolicySummary fetch(String policyNo) {
        Response r = ClientBuilder.newClient().target(baseUrl)
                .path("policies/{no}").resolveTemplate("no", policyNo)
                .request()
                .header("x-api-key", gatewayKey)
                .get();
        if (r.getStatus() == 404) {
            return null; // policy not found
        }
        if (r.getStatus() == 502 || r.getStatus() == 504) {
            throw new PasUnavailableException("PAS gateway timeout for " + policyNo);
        }
        return r.readEntity(PolicySummary.class);
    }
}
