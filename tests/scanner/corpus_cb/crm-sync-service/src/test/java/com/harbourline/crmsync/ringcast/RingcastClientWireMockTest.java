package com.harbourline.crmsync.ringcast;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

@WireMockTest(httpPort = 8089)
@SpringBootTest
class RingcastClientWireMockTest {

    @DynamicPropertySource
    static void props(DynamicPropertyRegistry r) {
        r.add("ringcast.base-url", () -> "http://localhost:8089/api/public/v1");
        r.add("ringcast.api-key", () -> "test-key");
    }

    @Autowired
    RingcastClient client;

    @Test
    void sendsKeyAndActingUser() {
        stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists"))
                .withHeader("x-api-key", equalTo("test-key"))
                .withHeader("X-User-Email", matching(".+@harbourline\\.com"))
                .willReturn(okJson("[]")));

        client.listContactLists(1);
    }

    @Test
    void unknownUserOn404() {
        stubFor(get(urlPathMatching("/api/public/v1/contact-lists/.*"))
                .willReturn(aResponse().withStatus(404)
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"error\":\"user not found\",\"details\":[]}")));

        assertThatThrownBy(() -> client.getContactList("abc"))
                .isInstanceOf(RingcastUnknownUserException.class);
    }

    @Test
    void returns503WhenDisabled_isNotRetried() {
        stubFor(any(anyUrl()).willReturn(aResponse().withStatus(503)));
        assertThatThrownBy(() -> client.listContactLists(1)).isInstanceOf(RingcastDisabledException.class);
    }
}
