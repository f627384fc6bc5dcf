package com.harborline.renewals.calling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.List;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RingCadenceClientTest {
    private MockWebServer server;
    private RingCadenceClient client;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        String base = server.url("/api/public/v1/").toString();
        client = new RingCadenceClient(
                new RingCadenceProperties(base, "rcd_Lm3xQ8vTn2KpW7aZr5YdF1cB", Duration.ofSeconds(1), Duration.ofSeconds(1)),
                new ObjectMapper());
    }

    @AfterEach
    void tearDown() throws Exception { server.shutdown(); }

    @Test
    void appendsContactsWithHeaders() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(201).setBody("{\"added\":1}"));
        client.appendContacts("kim@harborline.io", "cl_5", List.of("+15555550199"));
        RecordedRequest rec = server.takeRequest();
        assertThat(rec.getPath()).isEqualTo("/api/public/v1/contact-lists/cl_5/contacts");
        assertThat(rec.getHeader("x-user-email")).isEqualTo("kim@harborline.io");
    }

    @Test
    void badGateway_isRetryable() {
        server.enqueue(new MockResponse().setResponseCode(502).setBody("{\"error\":\"identity provider unreachable\"}"));
        assertThatThrownBy(() -> client.appendContacts("kim@harborline.io", "cl_5", List.of("+1555")))
                .isInstanceOfSatisfying(RingCadenceException.class, e -> assertThat(e.retryable()).isTrue());
    }
}
