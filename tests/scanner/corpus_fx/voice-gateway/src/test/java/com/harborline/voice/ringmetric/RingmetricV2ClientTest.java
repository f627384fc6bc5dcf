package com.harborline.voice.ringmetric;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.test.StepVerifier;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class RingmetricV2ClientTest {

    private static final String TEST_KEY = "rm_test_8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f.sK2pX9wQ";

    MockWebServer server;
    RingmetricV2Client client;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        var props = new RingmetricV2Properties(server.url("/api/public/v2").toString(), TEST_KEY, "s", Duration.ofMinutes(5));
        client = new RingmetricV2Client(WebClient.builder(), props);
    }

    @AfterEach
    void tearDown() throws Exception {
        server.shutdown();
    }

    @Test
    void sendsBearerV2Key() throws Exception {
        server.enqueue(new MockResponse().setHeader("Content-Type", "application/json")
                .setBody("{\"id\":\"call_1\",\"status\":\"ringing\"}"));

        StepVerifier.create(client.startCall("rep_1", "+14155550199"))
                .assertNext(s -> assertThat(s.status()).isEqualTo("ringing"))
                .verifyComplete();

        var req = server.takeRequest();
        assertThat(req.getPath()).isEqualTo("/api/public/v2/calls");
        assertThat(req.getHeader("Authorization")).isEqualTo("Bearer " + TEST_KEY);
    }

    @Test
    void status404_repNotProvisioned_mapsFromErrorCode() {
        server.enqueue(new MockResponse().setResponseCode(404).setHeader("Content-Type", "application/json")
                .setBody("{\"error\":{\"code\":\"rep_not_provisioned\",\"message\":\"no seat\"}}"));

        StepVerifier.create(client.startCall("rep_2", "+14155550100"))
                .expectError(RepNotProvisionedException.class)
                .verify();
    }
}
