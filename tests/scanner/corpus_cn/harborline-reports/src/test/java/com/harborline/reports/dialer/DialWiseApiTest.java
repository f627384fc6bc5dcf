package com.harborline.reports.dialer;

import static org.junit.Assert.assertEquals;

import java.util.Properties;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

public class DialWiseApiTest {
    private MockWebServer server;
    private DialWiseApi api;

    @Before
    public void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        Properties p = new Properties();
        p.setProperty("dialwise.base-url", server.url("/api/public/v1/").toString());
        p.setProperty("dialwise.api-key", "k_test");
        api = DialWiseClientFactory.create(p);
    }

    @After
    public void tearDown() throws Exception {
        server.shutdown();
    }

    @Test
    public void sendsHeaders() throws Exception {
        server.enqueue(new MockResponse().setBody("[]"));
        api.contactLists("amy@harborline-ins.com").execute();
        RecordedRequest r = server.takeRequest();
        assertEquals("/api/public/v1/contact-lists", r.getPath());
        assertEquals("amy@harborline-ins.com", r.getHeader("X-User-Email"));
    }

    @Test
    public void userNotFoundReturnsZero() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(404).setBody("{\"error\":\"user not found\"}"));
        assertEquals(0, new AgentActivityReport(api).queueSize("gone@harborline-ins.com"));
    }

    @Test
    public void retries502ThenSucceeds() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(502));
        server.enqueue(new MockResponse().setBody("[{\"id\":\"a\",\"name\":\"x\",\"contactCount\":3}]"));
        assertEquals(3, new AgentActivityReport(api).queueSize("amy@harborline-ins.com"));
    }
}
