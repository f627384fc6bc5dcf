package com.tidemark.dispatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;

import com.tidemark.dispatch.pricing.PricingClient;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.web.client.RestClient;

class PricingClientTest {

    private MockWebServer server;
    private PricingClient client;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        client = new PricingClient(RestClient.builder(), server.url("/v1").toString(), "pk-internal");
    }

    @AfterEach
    void tearDown() throws Exception {
        server.shutdown();
    }

    @Test
    void sendsGatewayKey() throws Exception {
        server.enqueue(new MockResponse().setBody("412.50").setHeader("Content-Type", "application/json"));

        assertThat(client.quote("CHI-DAL", 6)).isEqualByComparingTo(new BigDecimal("412.50"));
        assertThat(server.takeRequest().getHeader("x-api-key")).isEqualTo("pk-internal");
    }

    @Test
    void gateway502BecomesUnavailable() {
        server.enqueue(new MockResponse().setResponseCode(502));

        assertThatThrownBy(() -> client.quote("CHI-DAL", 1))
                .isInstanceOf(PricingClient.PricingUnavailableException.class);
    }
}
