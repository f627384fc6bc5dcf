package com.tidewater.leadrouter;

import com.tidewater.leadrouter.LeadRouterConfiguration.CallowayFactory;
import com.tidewater.leadrouter.calloway.CallowayClient;
import com.tidewater.leadrouter.calloway.CallowayErrors.CallowayException;
import com.tidewater.leadrouter.calloway.CallowayErrors.IdentityProviderDown;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.client.ClientBuilder;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.*;

class CallowayClientTest {

    private MockWebServer server;
    private CallowayClient client;

    @BeforeEach
    void start() throws Exception {
        server = new MockWebServer();
        server.start();
        CallowayFactory cfg = new ObjectMapper().convertValue(Map.of(
                "baseUri", server.url("/api/public/v1").toString(),
                "apiKey", "k",
                "actingUserId", "auth0|tester",
                "webhookSecret", "s",
                "inboundListId", "cl_1"), CallowayFactory.class);
        client = new CallowayClient(ClientBuilder.newClient(), cfg);
    }

    @AfterEach
    void stop() throws Exception {
        server.shutdown();
    }

    @Test
    void addContactSendsIdentityHeaders() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(201).setBody("{}"));
        client.addContact("cl_1", "+15550123", Map.of());

        RecordedRequest req = server.takeRequest();
        assertEquals("/api/public/v1/contact-lists/cl_1/contacts", req.getPath());
        assertEquals("auth0|tester", req.getHeader("X-User-Id"));
    }

    @Test
    void badGatewayBecomesIdentityProviderDown() {
        server.enqueue(new MockResponse().setResponseCode(502).setBody("{\"error\":\"identity provider unreachable\"}"));
        assertThrows(IdentityProviderDown.class, () -> client.getList("cl_1"));
    }

    @Test
    void notFoundSurfacesMessage() {
        server.enqueue(new MockResponse().setResponseCode(404).setBody("{\"error\":\"contact list not found\"}"));
        CallowayException ex = assertThrows(CallowayException.class, () -> client.getList("cl_missing"));
        assertEquals("contact list not found", ex.getMessage());
    }
}
