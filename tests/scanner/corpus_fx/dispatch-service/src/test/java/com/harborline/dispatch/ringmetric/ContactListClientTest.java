package com.harborline.dispatch.ringmetric;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.harborline.dispatch.config.RingmetricClientConfig;
import com.harborline.dispatch.config.RingmetricProperties;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.web.client.RestClient;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ContactListClientTest {

    private MockWebServer server;
    private ContactListClient client;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        var props = new RingmetricProperties(
                server.url("/api/public/v1").toString(),
                "test-key", "rep@harborline.com",
                Duration.ofSeconds(1), Duration.ofSeconds(1), Set.of(429, 502));
        var handler = new RingmetricErrorHandler(new ObjectMapper(), props);
        RestClient rest = new RingmetricClientConfig().ringmetricRestClient(RestClient.builder(), props, handler);
        client = new ContactListClient(rest);
    }

    @AfterEach
    void tearDown() throws Exception {
        server.shutdown();
    }

    @Test
    void appendContacts_postsPhonesWithSharedKeyAndActingUser() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(204));

        client.appendContacts("cl_123", List.of("+14155550101", "+14155550102"));

        RecordedRequest req = server.takeRequest();
        assertThat(req.getMethod()).isEqualTo("POST");
        assertThat(req.getPath()).isEqualTo("/api/public/v1/contact-lists/cl_123/contacts");
        assertThat(req.getHeader("x-api-key")).isEqualTo("test-key");
        assertThat(req.getHeader("x-user-email")).isEqualTo("rep@harborline.com");
        assertThat(req.getBody().readUtf8()).contains("+14155550101");
    }

    @Test
    void get_returnsList() throws Exception {
        server.enqueue(new MockResponse()
                .setHeader("Content-Type", "application/json")
                .setBody("{\"id\":\"cl_9\",\"name\":\"West\",\"contact_count\":12}"));

        var list = client.get("cl_9");

        assertThat(list.name()).isEqualTo("West");
        assertThat(server.takeRequest().getPath()).endsWith("/contact-lists/cl_9");
    }

    @Test
    void serviceUnavailable_isMappedToApiDisabled() {
        server.enqueue(new MockResponse().setResponseCode(503)
                .setHeader("Content-Type", "application/json")
                .setBody("{\"error\":\"API disabled on the server\",\"details\":[]}"));

        assertThatThrownBy(() -> client.get("cl_1"))
                .isInstanceOf(RingmetricApiDisabledException.class);
    }

    @Test
    void badGateway_isTransient() {
        server.enqueue(new MockResponse().setResponseCode(502)
                .setBody("{\"error\":\"identity provider unreachable\"}"));

        assertThatThrownBy(() -> client.rename("cl_1", "East"))
                .isInstanceOf(RingmetricTransientException.class);
    }
}
