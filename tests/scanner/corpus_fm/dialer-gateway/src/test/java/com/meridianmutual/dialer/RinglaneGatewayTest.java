package com.meridianmutual.dialer;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import com.meridianmutual.dialer.ringlane.DialerUpstreamException;
import com.meridianmutual.dialer.ringlane.RinglaneGateway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

@SpringBootTest
class RinglaneGatewayTest {

    @RegisterExtension
    static WireMockExtension ringlane = WireMockExtension.newInstance()
            .options(com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig().dynamicPort()
                    .usingFilesUnderClasspath("wiremock"))
            .build();

    @DynamicPropertySource
    static void props(DynamicPropertyRegistry r) {
        r.add("dialer.ringlane.host", ringlane::baseUrl);
        r.add("dialer.ringlane.api-key", () -> "test-key");
        r.add("dialer.policy-admin.api-key", () -> "unused");
    }

    @Autowired
    RinglaneGateway gateway;

    @Test
    void addToList_postsContactWithActingAgent() {
        ringlane.stubFor(post(urlPathEqualTo("/api/public/v1/contact-lists/cl_5/contacts"))
                .withHeader("x-user-id", equalTo("00u1abcd"))
                .willReturn(noContent()));

        gateway.addToList("00u1abcd", "cl_5", "+15125550111", "Pat Kim");

        ringlane.verify(postRequestedFor(urlPathEqualTo("/api/public/v1/contact-lists/cl_5/contacts"))
                .withHeader("x-api-key", equalTo("test-key")));
    }

    @Test
    void userNotFound_mapsToAgentNotProvisioned() {
        // served by src/test/resources/wiremock/mappings/user-not-found.json
        assertThatThrownBy(() -> gateway.listsFor("00u-ghost"))
                .isInstanceOf(DialerUpstreamException.class)
                .extracting("reason").isEqualTo(DialerUpstreamException.Reason.AGENT_NOT_PROVISIONED);
    }

    @Test
    void status503_isReportedAsIntegrationDisabled() {
        ringlane.stubFor(delete(urlPathMatching("/api/public/v1/contact-lists/.*/contacts/.*"))
                .willReturn(aResponse().withStatus(503).withBody("{\"error\":\"API disabled on the server\"}")));

        assertThatThrownBy(() -> gateway.removeFromList("00u1abcd", "cl_5", "+15125550111"))
                .extracting("reason").isEqualTo(DialerUpstreamException.Reason.INTEGRATION_DISABLED);
    }
}
