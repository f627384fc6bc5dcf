package com.tidewater.leadrouter.calloway;

import com.tidewater.leadrouter.LeadRouterConfiguration.CallowayFactory;
import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.client.Invocation;
import jakarta.ws.rs.client.WebTarget;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.util.List;
import java.util.Map;

/**
 * JAX-RS client for the Calloway dialer.
 */
public class CallowayClient {

    private final WebTarget root;
    private final String apiKey;
    private final String actingUserId;

    public CallowayClient(Client client, CallowayFactory cfg) {
        this.root = client.target(cfg.getBaseUri());
        this.apiKey = cfg.getApiKey();
        this.actingUserId = cfg.getActingUserId();
    }

    private Invocation.Builder request(WebTarget target) {
        return target.request(MediaType.APPLICATION_JSON_TYPE)
                .header(CallowayHeaders.API_KEY, apiKey)
                .header(CallowayHeaders.ACTING_USER_ID, actingUserId);
    }

    public ContactList getList(String listId) {
        WebTarget t = root.path("contact-lists").path(listId);
        try (Response r = request(t).get()) {
            CallowayErrors.throwIfError(r);
            return r.readEntity(ContactList.class);
        }
    }

    public void addContact(String listId, String phone, Map<String, String> fields) {
        WebTarget t = root.path("contact-lists/{id}/contacts").resolveTemplate("id", listId);
        Map<String, Object> body = Map.of("contacts", List.of(Map.of("phone", phone, "fields", fields)));
        try (Response r = request(t).post(Entity.json(body))) {
            CallowayErrors.throwIfError(r);
        }
    }

    public void renameList(String listId, String newName) {
        WebTarget t = root.path("contact-lists").path(listId);
        try (Response r = request(t).method("PATCH", Entity.json(Map.of("name", newName)))) {
            CallowayErrors.throwIfError(r);
        }
    }

    /** Cheap call used by the health check. */
    public int ping() {
        try (Response r = request(root.path("contact-lists").queryParam("limit", 1)).get()) {
            return r.getStatus();
        }
    }

    public record ContactList(String id, String name, int size) {}
}
