package com.kestrelmutual.outreach.email;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.List;
import java.util.Map;

/** Keeps the SendGrid marketing list of renewal prospects in sync. */
@ApplicationScoped
public class SendGridListClient {

    @Inject
    @ConfigProperty(name = "sendgrid.base-url")
    String baseUrl;

    @Inject
    @ConfigProperty(name = "sendgrid.api-key")
    String apiKey;

    public void upsertContacts(String listId, List<Map<String, String>> contacts) {
        Response r = ClientBuilder.newClient()
                .target(baseUrl).path("marketing/contacts")
                .request()
                .header("Authorization", "Bearer " + apiKey)
                .put(Entity.json(Map.of("list_ids", List.of(listId), "contacts", contacts)));
        if (r.getStatus() == 503 || r.getStatus() == 502) {
            throw new IllegalStateException("SendGrid unavailable, will retry on next batch");
        }
        if (r.getStatus() >= 400) {
            Map<?, ?> err = r.readEntity(Map.class);
            throw new IllegalStateException("SendGrid error: " + err.get("errors"));
        }
    }

    public void deleteList(String listId) {
        ClientBuilder.newClient().target(baseUrl)
                .path("marketing/lists/{id}").resolveTemplate("id", listId)
                .request().header("Authorization", "Bearer " + apiKey).delete();
    }
}
