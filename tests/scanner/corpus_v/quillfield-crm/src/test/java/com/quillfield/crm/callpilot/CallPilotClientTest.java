package com.quillfield.crm.callpilot;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

@SpringBootTest
@ActiveProfiles("test")
@WireMockTest(httpPort = 8089)
class CallPilotClientTest {

    @Autowired
    CallPilotClient client;

    @Test
    void listsContactLists() {
        stubFor(get(urlEqualTo("/api/public/v1/contact-lists"))
                .withHeader("x-api-key", equalTo("test-key"))
                .withHeader("X-User-Email", equalTo("integrations@quillfield.com"))
                .willReturn(okJson("[{\"id\":\"cl_1\",\"name\":\"Renewals Q3\"}]")));

        assertThat(client.listContactLists()).hasSize(1);
    }

    @Test
    void appendContacts_502_isTransient() {
        stubFor(post(urlPathMatching("/api/public/v1/contact-lists/.+/contacts"))
                .willReturn(aResponse().withStatus(502)
                        .withBody("{\"error\":\"identity provider unreachable\"}")));

        assertThatThrownBy(() -> client.appendContacts("cl_1", List.of("+15555550100")))
                .isInstanceOf(CallPilotTransientException.class);
    }

    @Test
    void startCall_returnsCallId() {
        stubFor(post(urlEqualTo("/api/public/v1/calls"))
                .willReturn(okJson("{\"id\":\"call_9\"}")));

        assertThat(client.startCall("+15555550100", "agent@quillfield.com").id()).isEqualTo("call_9");
    }
}
