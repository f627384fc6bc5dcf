package com.tidemark.dispatch.ringwell.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.tidemark.dispatch.ringwell.config.RingwellClientConfig;
import com.tidemark.dispatch.ringwell.config.RingwellHeaders;
import com.tidemark.dispatch.ringwell.config.RingwellProperties;
import com.tidemark.dispatch.ringwell.dto.AppendContactsRequest;
import com.tidemark.dispatch.ringwell.exception.RingwellUnavailableException;
import com.tidemark.dispatch.ringwell.exception.RingwellUserNotFoundException;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.web.client.RestClient;

class RingwellContactListClientTest {

    private MockWebServer server;
    private RingwellContactListClient client;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        var props = new RingwellProperties(
                server.url("/api/public/v1").toString(),
                "test-key",
                "bot@example.com",
                Duration.ofSeconds(1),
                Duration.ofSeconds(2),
                new RingwellProperties.Webhook("s3cret"),
                new RingwellProperties.Retry(1, List.of()));
        RestClient rest = new RingwellClientConfig()
                .ringwellRestClient(RestClient.builder(), props, new RingwellErrorHandler(new ObjectMapper()));
        client = new RingwellContactListClient(rest);
    }

    @AfterEach
    void tearDown() throws Exception {
        server.shutdown();
    }

    @Test
    void appendsContactsToList() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(204));

        client.appendContacts("cl_42", new AppendContactsRequest(List.of(
                new AppendContactsRequest.Contact("+13125550147", "Dana", "Ortiz", "SHP-88120"))));

        RecordedRequest req = server.takeRequest();
        assertThat(req.getPath()).isEqualTo("/api/public/v1/contact-lists/cl_42/contacts");
        assertThat(req.getHeader(RingwellHeaders.API_KEY)).isEqualTo("test-key");
        assertThat(req.getHeader(RingwellHeaders.ACTING_USER_EMAIL)).isEqualTo("bot@example.com");
    }

    @Test
    void notFound404WithUserMessageMapsToUserNotFound() {
        server.enqueue(new MockResponse()
                .setResponseCode(404)
                .setHeader("Content-Type", "application/json")
                .setBody("{\"error\":\"user not found\",\"details\":[]}"));

        assertThatThrownBy(() -> client.get("cl_1"))
                .isInstanceOf(RingwellUserNotFoundException.class);
    }

    @Test
    void status502IsRetryable() {
        server.enqueue(new MockResponse().setResponseCode(502));

        assertThatThrownBy(() -> client.findAll())
                .isInstanceOf(RingwellUnavailableException.class)
                .extracting(e -> ((RingwellUnavailableException) e).retryable())
                .isEqualTo(true);
    }

    @Test
    void status503IsNotRetryable() {
        server.enqueue(new MockResponse().setResponseCode(503)
                .setBody("{\"error\":\"API disabled on the server\"}"));

        assertThatThrownBy(() -> client.delete("cl_9"))
                .isInstanceOf(RingwellUnavailableException.class);
    }
}
