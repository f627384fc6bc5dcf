package com.brightwater.leadsync.ringlane;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.brightwater.leadsync.config.HttpClientsConfig;
import com.brightwater.leadsync.config.RinglaneProperties;
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo;
import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.test.StepVerifier;

@WireMockTest
class ContactListClientTest {

    private ContactListClient client;

    @BeforeEach
    void setUp(WireMockRuntimeInfo wm) {
        RinglaneProperties props = new RinglaneProperties();
        props.setBaseUrl(wm.getHttpBaseUrl() + "/api/public/v1");
        props.setApiKey("test-key");
        props.setActingUserEmail("bot@brightwater-ins.com");
        WebClient webClient = new HttpClientsConfig().ringlaneWebClient(WebClient.builder(), props);
        client = new ContactListClient(webClient);
    }

    @Test
    void createsListWithSharedKeyAndActingUser() {
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists"))
                .withHeader("x-api-key", equalTo("test-key"))
                .withHeader("x-user-email", equalTo("bot@brightwater-ins.com"))
                .willReturn(okJson("{\"id\":\"cl_1\",\"name\":\"Renewals Q3\",\"contactCount\":0}")));

        StepVerifier.create(client.create(new ContactList.NewContactList("Renewals Q3", null)))
                .assertNext(list -> assertThat(list.id()).isEqualTo("cl_1"))
                .verifyComplete();
    }

    @Test
    void appendsContacts() {
        stubFor(post(urlPathEqualTo("/api/public/v1/contact-lists/cl_1/contacts")).willReturn(noContent()));

        StepVerifier.create(client.appendContacts("cl_1", List.of(new ContactList.Contact("+15550100", "Ann", "Lee", "L-1"))))
                .verifyComplete();
    }

    @Test
    void mapsUnknownActingUserOn404() {
        stubFor(get(urlPathMatching("/api/public/v1/contact-lists/.*"))
                .willReturn(aResponse().withStatus(404)
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"error\":\"user not found\",\"details\":[]}")));

        StepVerifier.create(client.get("cl_9"))
                .expectError(RinglaneException.ActingUserNotFound.class)
                .verify();
    }

    @Test
    void identityProviderOutageIsRetryable_502() {
        stubFor(get(anyUrl()).willReturn(aResponse().withStatus(502)));

        StepVerifier.create(client.listAll())
                .expectErrorMatches(e -> e instanceof RinglaneException r && r.isRetryable())
                .verify();
    }
}
