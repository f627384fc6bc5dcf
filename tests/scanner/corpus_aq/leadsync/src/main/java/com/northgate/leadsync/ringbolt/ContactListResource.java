package com.northgate.leadsync.ringbolt;

import com.sun.jersey.api.client.Client;
import com.sun.jersey.api.client.ClientResponse;
import com.sun.jersey.api.client.WebResource;
import javax.ws.rs.core.MediaType;

/**
 * Jersey 1 variant used by the admin screens (older code path, kept because
 * the admin WAR still ships Jersey 1.19).
 */
public class ContactListResource {

    private final WebResource root;
    private final String apiKey;
    private final String actingUserId;

    public ContactListResource(String baseUrl, String apiKey, String actingUserId) {
        this.root = Client.create().resource(baseUrl);
        this.apiKey = apiKey;
        this.actingUserId = actingUserId;
    }

    public String rename(String listId, String newName) {
        ClientResponse resp = root.path("contact-lists").path(listId)
                .type(MediaType.APPLICATION_JSON_TYPE)
                .header("x-api-key", apiKey)
                .header("x-user-id", actingUserId)
                .method("PATCH", ClientResponse.class, "{\"name\":\"" + newName.replace("\"", "") + "\"}");
        if (resp.getStatus() == 404) {
            throw new IllegalStateException("Ringbolt user not found or list gone: " + resp.getEntity(RingboltErrorBody.class).getError());
        }
        return resp.getEntity(String.class);
    }

    public void delete(String listId) {
        root.path("contact-lists/" + listId)
            .header("x-api-key", apiKey)
            .header("x-user-id", actingUserId)
            .delete();
    }
}
