package com.norrbeck.reporting.client;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.stubFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.client.RestTemplateBuilder;

import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo;
import com.github.tomakehurst.wiremock.junit5.WireMockTest;

@WireMockTest(httpPort = 8089)
class RinglaneRestClientTest {

    private RinglaneRestClient client;

    @BeforeEach
    void setUp(WireMockRuntimeInfo wm) {
        client = new RinglaneRestClient(new RestTemplateBuilder(),
                "http://localhost:8089/api/public/v1", "rl_testkey_000000000000000", "auth0|test");
    }

    @Test
    void serviceUnavailableYieldsEmptyExport() {
        stubFor(get(urlPathMatching("/api/public/v1/contact-lists.*")).willReturn(aResponse().withStatus(503)));
        assertTrue(client.exportLists().isEmpty());
    }

    @Test
    void userNotFoundIsFatal() {
        stubFor(get(urlPathMatching("/api/public/v1/contact-lists")).withHeader("x-user-id", containing("auth0|"))
                .willReturn(aResponse().withStatus(404).withBody("{\"error\":\"user not found\"}")));
        assertThrows(IllegalStateException.class, () -> client.exportLists());
    }
}
