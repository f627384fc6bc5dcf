package com.tidewater.dialer.client;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

class CallowayHttpClientTest {

    private MockWebServer server;
    private CallowayHttpClient client;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        String host = server.url("").toString().replaceAll("/$", "");
        client = new CallowayHttpClient(host, "test-key", "ops@tidewater.example", RetryPolicy.none());
    }

    @AfterEach
    void tearDown() throws Exception {
        client.close();
        server.shutdown();
    }

    @Test
    void sendsKeyAndActingUser() throws Exception {
        server.enqueue(new MockResponse().setBody("[]").setHeader("Content-Type", "application/json"));

        client.listContactLists();

        RecordedRequest req = server.takeRequest();
        assertEquals("/api/public/v1/contact-lists?limit=200", req.getPath());
        assertEquals("test-key", req.getHeader("x-api-key"));
        assertEquals("ops@tidewater.example", req.getHeader("X-User-Email"));
    }

    @Test
    void appendContactsPostsPhones() throws Exception {
        server.enqueue(new MockResponse().setBody("{\"added\":2}"));

        client.appendContacts("cl_88", List.of("+15550100", "+15550101"));

        RecordedRequest req = server.takeRequest();
        assertEquals("POST", req.getMethod());
        assertEquals("/api/public/v1/contact-lists/cl_88/contacts", req.getPath());
    }

    @Test
    void userNotFoundIsMapped() {
        server.enqueue(new MockResponse().setResponseCode(404)
                .setBody("{\"error\":\"user not found\",\"details\":[]}"));

        CallowayApiException ex = assertThrows(CallowayApiException.class, () -> client.listContactLists());
        assertTrue(ex.isUserNotFound());
        assertEquals("user not found", ex.getBody().getError());
    }

    @Test
    void status503MeansDisabled() {
        server.enqueue(new MockResponse().setResponseCode(503).setBody("{\"error\":\"API disabled\"}"));

        CallowayApiException ex = assertThrows(CallowayApiException.class, () -> client.listContactLists());
        assertTrue(ex.isApiDisabled());
    }

    @Test
    void retryPolicyRetries502() {
        assertTrue(RetryPolicy.defaults().shouldRetry(502, 1));
        assertFalse(RetryPolicy.defaults().shouldRetry(400, 1));
    }
}
