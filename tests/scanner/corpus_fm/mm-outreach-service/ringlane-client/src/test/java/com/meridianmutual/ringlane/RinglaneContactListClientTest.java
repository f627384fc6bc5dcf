package com.meridianmutual.ringlane;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo;
import feign.RetryableException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.beans.factory.annotation.Autowired;

@WireMockTest(httpPort = 9561)
@SpringBootTest(classes = RinglaneTestApp.class)
class RinglaneContactListClientTest {

    private static final String LISTS = "/api/public/v1/contact-lists";

    @DynamicPropertySource
    static void props(DynamicPropertyRegistry r) {
        r.add("ringlane.base-url", () -> "http://localhost:9561/api/public/v1");
        r.add("ringlane.api-key", () -> "test-key");
        r.add("ringlane.default-agent-email", () -> "bot@meridianmutual.com");
    }

    @Autowired
    RinglaneContactListClient client;

    @Test
    void sendsKeyAndActingUserOnEveryCall() {
        stubFor(get(urlPathEqualTo(LISTS))
                .withHeader("x-api-key", equalTo("test-key"))
                .withHeader("X-User-Email", equalTo("bot@meridianmutual.com"))
                .willReturn(okJson("{\"data\":[{\"id\":\"cl_1\",\"name\":\"Renewals\"}],\"page\":1}")));

        var page = client.listContactLists(1, 50);

        assertThat(page.data()).hasSize(1);
    }

    @Test
    void unknownAgentIsNotRetried() {
        stubFor(get(urlPathEqualTo(LISTS + "/cl_9"))
                .willReturn(aResponse().withStatus(404)
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"error\":\"user not found\",\"details\":[]}")));

        assertThatThrownBy(() -> client.getContactList("cl_9"))
                .isInstanceOf(RinglaneException.UnknownAgent.class);
        verify(1, getRequestedFor(urlPathEqualTo(LISTS + "/cl_9")));
    }

    @Test
    void returns502AsRetryable() {
        stubFor(post(urlPathEqualTo(LISTS + "/cl_1/contacts"))
                .willReturn(aResponse().withStatus(502).withBody("{\"error\":\"identity provider unavailable\"}")));

        assertThatThrownBy(() -> client.appendContacts("cl_1", new com.meridianmutual.ringlane.model.AppendContactsRequest(java.util.List.of())))
                .isInstanceOf(RetryableException.class);
    }
}
