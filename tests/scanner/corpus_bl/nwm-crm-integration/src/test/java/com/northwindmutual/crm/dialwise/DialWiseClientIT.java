package com.northwindmutual.crm.dialwise;

import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo;
import com.northwindmutual.crm.dialwise.model.ListContact;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.client.RestTemplateBuilder;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.List;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@WireMockTest
class DialWiseClientIT {

    private DialWiseClient client(WireMockRuntimeInfo wm) {
        DialWiseProperties props = new DialWiseProperties();
        props.setBaseUrl(wm.getHttpBaseUrl() + "/api/public/v1");
        props.setApiKey("test-key");
        props.setActingUserEmail("it@northwindmutual.com");
        return new DialWiseClient(new RestTemplateBuilder(), props, new DialWiseErrorHandler(new ObjectMapper()));
    }

    @Test
    void appendsContactsWithSeatHeader(WireMockRuntimeInfo wm) {
        stubFor(post(urlPathEqualTo("/api/public/v1/contact-lists/L-1/contacts")).willReturn(noContent()));

        client(wm).appendContacts("L-1", List.of(new ListContact("+13125550101", "Pat Doe", "HO-1001")), "agent@northwindmutual.com");

        verify(postRequestedFor(urlPathEqualTo("/api/public/v1/contact-lists/L-1/contacts"))
                .withHeader("x-api-key", equalTo("test-key"))
                .withHeader("X-User-Email", equalTo("agent@northwindmutual.com")));
    }

    @Test
    void unknownSeatBecomesUserNotFound(WireMockRuntimeInfo wm) {
        stubFor(post(urlPathMatching("/api/public/v1/contact-lists/.*/contacts"))
                .willReturn(aResponse().withStatus(404).withHeader("Content-Type", "application/json")
                        .withBody("{\"error\":\"user not found\",\"details\":[]}")));

        assertThatThrownBy(() -> client(wm).appendContacts("L-2", List.of(new ListContact("+13125550102", "A", "B")), "ghost@northwindmutual.com"))
                .isInstanceOf(DialWiseUserNotFoundException.class);
    }

    @Test
    void status502IsRetryable(WireMockRuntimeInfo wm) {
        stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists")).willReturn(aResponse().withStatus(502)));

        assertThatThrownBy(() -> client(wm).listContactLists())
                .isInstanceOfSatisfying(DialWiseException.class, e -> org.assertj.core.api.Assertions.assertThat(e.isRetryable()).isTrue());
    }
}
