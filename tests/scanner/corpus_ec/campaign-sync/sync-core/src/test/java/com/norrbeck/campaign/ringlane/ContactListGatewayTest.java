package com.norrbeck.campaign.ringlane;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.web.reactive.function.client.WebClient;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;

import io.github.resilience4j.retry.RetryRegistry;
import reactor.test.StepVerifier;

class ContactListGatewayTest {

    @RegisterExtension
    static WireMockExtension ringlane = WireMockExtension.newInstance()
            .options(wireMockConfig().dynamicPort())
            .build();

    private ContactListGateway gateway;

    @BeforeEach
    void setUp() {
        RinglaneWebClientConfig.LegacyRinglaneProperties props = new RinglaneWebClientConfig.LegacyRinglaneProperties(
                ringlane.baseUrl() + "/api/public/v1", "dummy-key", "auth0|test");
        WebClient client = new RinglaneWebClientConfig().legacyRinglaneWebClient(WebClient.builder(), props);
        gateway = new ContactListGateway(client, RetryRegistry.ofDefaults());
    }

    @Test
    @DisplayName("fetch sends shared key and service user id")
    void fetchSendsHeaders() {
        ringlane.stubFor(get(urlEqualTo("/api/public/v1/contact-lists/cl_7"))
                .willReturn(aResponse().withHeader("Content-Type", "application/json")
                        .withBody("{\"id\":\"cl_7\",\"name\":\"Q3 renewals\",\"contactCount\":12}")));

        StepVerifier.create(gateway.fetch("cl_7")).expectNextCount(1).verifyComplete();

        ringlane.verify(getRequestedFor(urlEqualTo("/api/public/v1/contact-lists/cl_7"))
                .withHeader("X-Api-Key", equalTo("dummy-key"))
                .withHeader("X-USER-ID", equalTo("auth0|test")));
    }

    @Test
    @DisplayName("503 is surfaced as api-disabled, not retried")
    void apiDisabled() {
        ringlane.stubFor(get(urlEqualTo("/api/public/v1/contact-lists/cl_8"))
                .willReturn(aResponse().withStatus(503).withBody("{\"error\":\"API disabled on the server\"}")));

        StepVerifier.create(gateway.fetch("cl_8")).expectError(IllegalStateException.class).verify();
    }
}
