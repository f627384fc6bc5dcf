package com.tidewater.reports.calloway;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.*;

class CallowayOkHttpClientTest {

    private MockWebServer server;

    @BeforeEach
    void start() throws IOException {
        server = new MockWebServer();
        server.start();
    }

    @AfterEach
    void stop() throws IOException {
        server.shutdown();
    }

    @Test
    void readsLists() throws Exception {
        server.enqueue(new MockResponse().setBody("[{\"id\":\"cl_1\",\"name\":\"Renewals\"}]"));
        CallowayOkHttpClient client = new CallowayOkHttpClient(server.url("/api/public/v1/"), "key-123", "qa@tidewater.example");

        assertEquals(1, client.contactLists().size());
        RecordedRequest req = server.takeRequest();
        assertEquals("key-123", req.getHeader("x-api-key"));
    }

    @Test
    void disabledApiIsReported() {
        server.enqueue(new MockResponse().setResponseCode(503).setBody("{\"error\":\"API disabled on the server\"}"));
        CallowayOkHttpClient client = new CallowayOkHttpClient(server.url("/api/public/v1/"), "k", "qa@tidewater.example");

        IOException ex = assertThrows(IOException.class, client::contactLists);
        assertTrue(ex.getMessage().contains("API disabled on the server"));
    }
}
