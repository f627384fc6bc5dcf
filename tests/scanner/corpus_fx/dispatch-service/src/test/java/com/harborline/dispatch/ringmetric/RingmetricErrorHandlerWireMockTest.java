package com.harborline.dispatch.ringmetric;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.delete;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@SpringBootTest
@ActiveProfiles("test")
class RingmetricErrorHandlerWireMockTest {

    @RegisterExtension
    static WireMockExtension ringmetric = WireMockExtension.newInstance()
            .options(wireMockConfig().dynamicPort())
            .build();

    @DynamicPropertySource
    static void props(DynamicPropertyRegistry registry) {
        registry.add("harborline.ringmetric.base-url", () -> ringmetric.baseUrl() + "/api/public/v1");
    }

    @Autowired
    ContactListClient client;

    @Test
    void unknownActingUser_404_raisesDedicatedMessage() {
        ringmetric.stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists/cl_404"))
                .willReturn(aResponse().withStatus(404)
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"error\": \"user not found\", \"details\": []}")));

        assertThatThrownBy(() -> client.get("cl_404"))
                .isInstanceOf(RingmetricException.class)
                .hasMessageContaining("acting user unknown");
    }

    @Test
    void deletedList_404_keepsRemoteMessage() {
        ringmetric.stubFor(delete(urlPathEqualTo("/api/public/v1/contact-lists/cl_gone"))
                .willReturn(aResponse().withStatus(404)
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"error\": \"contact list not found\"}")));

        assertThatThrownBy(() -> client.delete("cl_gone"))
                .isInstanceOf(RingmetricException.class)
                .hasMessageContaining("contact list not found");
    }
}
