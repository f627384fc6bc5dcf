package com.norrbeck.dispatch.ringlane;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import com.norrbeck.dispatch.ringlane.dto.AppendContactsRequest;

@SpringBootTest
@ActiveProfiles("test")
class RinglaneClientIT {

    @RegisterExtension
    static WireMockExtension wm = WireMockExtension.newInstance()
            .options(wireMockConfig().dynamicPort())
            .build();

    @DynamicPropertySource
    static void props(DynamicPropertyRegistry r) {
        r.add("wiremock.port", wm::getPort);
    }

    @Autowired
    RinglaneClient client;

    @Test
    void listsContactListsWithSharedKeyAndActingUser() {
        wm.stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists"))
                .withHeader("x-api-key", equalTo("test-key"))
                .withHeader("x-user-email", equalTo("qa@norrbeck.se"))
                .willReturn(aResponse().withHeader("Content-Type", "application/json")
                        .withBody("{\"data\":[{\"id\":\"cl_1\",\"name\":\"Dispatch callbacks\",\"contact_count\":3}],\"page\":1}")));

        assertThat(client.listContactLists(1, 50).data()).hasSize(1);
    }

    @Test
    void appendContacts_returns502WhenIdentityProviderDown() {
        wm.stubFor(post(urlPathEqualTo("/api/public/v1/contact-lists/cl_1/contacts"))
                .willReturn(aResponse().withStatus(502)
                        .withBody("{\"error\":\"identity provider unreachable\",\"details\":[]}")));

        assertThatThrownBy(() -> client.appendContacts("cl_1", new AppendContactsRequest(List.of("+46701234567"))))
                .isInstanceOf(RinglaneTransientException.class);
    }

    @Test
    void unknownActingUserIsNotRetried() {
        wm.stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists/cl_9"))
                .willReturn(aResponse().withStatus(404).withBody("{\"error\":\"user not found\"}")));

        assertThatThrownBy(() -> client.getContactList("cl_9"))
                .isInstanceOf(RinglaneExceptions.ActingUserNotFoundException.class)
                .hasMessage("user not found");
        wm.verify(1, com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor(urlPathEqualTo("/api/public/v1/contact-lists/cl_9")));
    }
}
