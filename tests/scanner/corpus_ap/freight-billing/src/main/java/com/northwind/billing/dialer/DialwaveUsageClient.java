package com.northwind.billing.dialer;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.client.WebTarget;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@ApplicationScoped
public class DialwaveUsageClient {

    @Inject
    @ConfigProperty(name = "dialwave.url")
    String baseUrl;

    @Inject
    @ConfigProperty(name = "dialwave.key")
    String apiKey;

    @Inject
    @ConfigProperty(name = "dialwave.actingUserId")
    String actingUserId;

    @Inject
    @ConfigProperty(name = "dialwave.timeoutMs", defaultValue = "8000")
    long timeoutMs;

    private Client client;
    private WebTarget root;

    @PostConstruct
    void init() {
        client = ClientBuilder.newBuilder()
                .connectTimeout(timeoutMs, TimeUnit.MILLISECONDS)
                .readTimeout(timeoutMs, TimeUnit.MILLISECONDS)
                .build();
        root = client.target(baseUrl);
    }

    @PreDestroy
    void close() {
        client.close();
    }

    public JsonObject monthlyUsage(String month) {
        Response r = root.path("usage").queryParam("month", month)
                .request(MediaType.APPLICATION_JSON)
                .header("Authorization", "Bearer " + apiKey)
                .header("X-USER-ID", actingUserId)
                .get();
        try {
            return handle(r);
        } finally {
            r.close();
        }
    }

    public JsonObject contactList(String listId) {
        Response r = root.path("contact-lists").path(listId)
                .request(MediaType.APPLICATION_JSON)
                .header("Authorization", "Bearer " + apiKey)
                .header("X-USER-ID", actingUserId)
                .get();
        try {
            return handle(r);
        } finally {
            r.close();
        }
    }

    private JsonObject handle(Response r) {
        int status = r.getStatus();
        if (status == 200) {
            return r.readEntity(JsonObject.class);
        }
        JsonObject err = r.hasEntity() ? r.readEntity(JsonObject.class) : null;
        String msg = err != null && err.containsKey("error") ? err.getString("error") : r.getStatusInfo().getReasonPhrase();
        if (status == 502) {
            throw new ProcessingException("Dialwave identity provider unreachable, retry later: " + msg);
        }
        if (status == 404 && "user not found".equals(msg)) {
            throw new BillingConfigException("dialwave.actingUserId is not a Dialwave user");
        }
        throw new DialwaveCallException(status, msg);
    }
}
