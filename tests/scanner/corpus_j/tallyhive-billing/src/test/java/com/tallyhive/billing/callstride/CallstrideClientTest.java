package com.tallyhive.billing.callstride;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.web.client.RestClient;
import org.springframework.web.reactive.function.client.WebClient;

class CallstrideClientTest {

    private MockWebServer server;
    private CallstrideClient client;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        var props = new CallstrideProperties(server.url("/api/public/v1").toString(), "k", "bot@tallyhive.com", null, null);
        var cfg = new CallstrideClientConfig();
        client = new CallstrideClient(cfg.callstrideRestClient(props), cfg.callstrideWebClient(props, WebClient.builder()));
    }

    @AfterEach
    void tearDown() throws Exception {
        server.shutdown();
    }

    @Test
    void returns503AsException() {
        server.enqueue(new MockResponse().setResponseCode(503).setBody("{\"error\":\"API disabled on the server\"}"));
        assertThatThrownBy(() -> client.contactLists())
                .isInstanceOf(CallstrideClient.CallstrideException.class);
    }

    @Test
    void sendsSharedHeaders() throws Exception {
        server.enqueue(new MockResponse().setBody("{\"data\":[]}").addHeader("Content-Type", "application/json"));
        client.contactLists();
        var req = server.takeRequest();
        assertThat(req.getPath()).isEqualTo("/api/public/v1/contact-lists");
        assertThat(req.getHeaders().size()).isGreaterThan(2);
    }
}
