package com.northwind.billing.carrier;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@ApplicationScoped
public class CarrierRatesClient {

    @Inject
    @ConfigProperty(name = "carrier.rates.url")
    String url;

    @Inject
    @ConfigProperty(name = "carrier.rates.apiKey")
    String apiKey;

    public JsonObject quote(String lane, String userId) {
        Response r = ClientBuilder.newClient().target(url).path("quotes").path(lane)
                .request(MediaType.APPLICATION_JSON)
                .header("x-api-key", apiKey)
                .header("x-user-id", userId)
                .get();
        if (r.getStatus() == 503) {
            // rates service is in maintenance window; fall back to cached quote
            return null;
        }
        if (r.getStatus() == 404) {
            throw new UnknownLaneException(lane);
        }
        JsonObject body = r.readEntity(JsonObject.class);
        if (body.containsKey("error")) {
            throw new IllegalStateException(body.getString("error"));
        }
        return body;
    }
}
