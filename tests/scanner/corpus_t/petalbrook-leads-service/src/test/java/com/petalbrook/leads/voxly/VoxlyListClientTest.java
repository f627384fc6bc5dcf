package com.petalbrook.leads.voxly;

import static org.assertj.core.api.Assertions.assertThat;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.test.StepVerifier;

class VoxlyListClientTest {

    private MockWebServer server;
    private VoxlyListClient client;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        client = new VoxlyListClient(WebClient.builder().baseUrl(server.url("/").toString()).build());
    }

    @AfterEach
    void tearDown() throws Exception {
        server.shutdown();
    }

    @Test
    void returns503AsNonTransient() {
        server.enqueue(new MockResponse().setResponseCode(503).setBody("{\"error\":\"API disabled on the server\"}")
                .addHeader("Content-Type", "application/json"));
        StepVerifier.create(client.createList("Renewals"))
                .expectErrorMatches(t -> t instanceof VoxlyException ve && !ve.isTransient())
                .verify();
    }

    @Test
    void postsToListContacts() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(204));
        client.addLead("L1", "+447700900123", "PB-1001").block();
        RecordedRequest req = server.takeRequest();
        assertThat(req.getMethod()).isEqualTo("POST");
    }
}
