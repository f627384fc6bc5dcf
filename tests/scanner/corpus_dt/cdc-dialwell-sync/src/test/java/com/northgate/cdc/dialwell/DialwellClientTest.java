package com.northgate.cdc.dialwell;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo;
import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@WireMockTest
class DialwellClientTest {

    private static final String TEST_KEY = "dwl_t3stK3yF0rW1reM0ckOnly9";

    private DialwellClient client;

    @BeforeEach
    void setUp(WireMockRuntimeInfo wm) {
        client = new DialwellClient(new ObjectMapper(), wm.getHttpBaseUrl(), TEST_KEY, "cdc-bot@northgate-data.com");
    }

    @Test
    void appendsContactsWithKeyAndActingUser() {
        stubFor(post(urlPathEqualTo("/api/public/v1/contact-lists/42/contacts")).willReturn(ok()));

        client.appendContacts("42", List.of(Map.of("phone", "+15550100")));

        verify(postRequestedFor(urlPathEqualTo("/api/public/v1/contact-lists/42/contacts"))
                .withHeader("x-api-key", equalTo(TEST_KEY))
                .withHeader("x-user-email", equalTo("cdc-bot@northgate-data.com")));
    }

    @Test
    void badGatewayIsRetryable() {
        stubFor(post(urlPathEqualTo("/api/public/v1/contact-lists/7/contacts"))
                .willReturn(jsonResponse("{\"error\":\"identity provider unreachable\"}", 502)));

        assertThatThrownBy(() -> client.appendContacts("7", List.of()))
                .isInstanceOfSatisfying(DialwellException.class, e -> assertThat(e.retryable()).isTrue());
    }

    @Test
    void serviceUnavailableIsFatal() {
        stubFor(delete(urlPathEqualTo("/api/public/v1/contact-lists/7"))
                .willReturn(jsonResponse("{\"error\":\"API disabled\"}", 503)));

        assertThatThrownBy(() -> client.deleteList("7"))
                .isInstanceOfSatisfying(DialwellException.class, e -> assertThat(e.retryable()).isFalse());
    }
}
