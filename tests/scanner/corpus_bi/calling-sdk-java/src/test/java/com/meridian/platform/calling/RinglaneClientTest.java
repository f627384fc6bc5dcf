package com.meridian.platform.calling;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class RinglaneClientTest {

    private MockWebServer server;
    private RinglaneClient client;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        client = new RinglaneClient(TestSettings.pointingAt(server.url("/").toString(), "test-key"));
    }

    @AfterEach
    void tearDown() throws Exception {
        server.shutdown();
    }

    @Test
    void returns503AsApiDisabled() {
        server.enqueue(new MockResponse().setResponseCode(503).setBody("{}"));
        assertThrows(RinglaneApiDisabledException.class, () -> client.getContactList("a@meridian.com", "cl_1"));
    }

    @Test
    void retriesOn502ThenSucceeds() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(502));
        server.enqueue(new MockResponse().setResponseCode(200).setBody("{\"id\":\"cl_1\",\"name\":\"Q3\"}"));
        assertEquals("Q3", client.getContactList("a@meridian.com", "cl_1").getName());
    }

    @Test
    void sendsActingUser() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(200).setBody("{\"items\":[]}"));
        client.listContactLists("rep@meridian.com", 1);
        RecordedRequest recorded = server.takeRequest();
        assertEquals("rep@meridian.com", recorded.getHeader("X-User-Email"));
    }
}
