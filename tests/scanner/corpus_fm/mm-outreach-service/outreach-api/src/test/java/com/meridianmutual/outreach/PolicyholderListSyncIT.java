package com.meridianmutual.outreach;

import static com.github.tomakehurst.wiremock.client.WireMock.*;

import com.meridianmutual.outreach.sync.PolicyholderListSyncService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.testcontainers.service.connection.ServiceConnection;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.jdbc.Sql;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.wiremock.spring.EnableWireMock;

@Testcontainers
@EnableWireMock
@ActiveProfiles("it")
@SpringBootTest
class PolicyholderListSyncIT {

    @Container
    @ServiceConnection
    static PostgreSQLContainer<?> postgres = new PostgreSQLContainer<>("postgres:15-alpine");

    @Autowired
    PolicyholderListSyncService sync;

    @Test
    @Sql("/fixtures/renewals-due.sql")
    void pushesDueRenewalsIntoAgentList() {
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists"))
                .willReturn(okJson("{\"id\":\"cl_77\",\"name\":\"Renewals - Dana Ruiz\",\"contact_count\":0}")));
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists/cl_77/contacts"))
                .willReturn(aResponse().withStatus(204)));
        stubFor(post(urlPathEqualTo("/audit/v1/events")).willReturn(aResponse().withStatus(202)));

        sync.syncRenewalLists();

        verify(postRequestedFor(urlEqualTo("/api/public/v1/contact-lists/cl_77/contacts"))
                .withRequestBody(matchingJsonPath("$.contacts[0].phone", equalTo("+15125550143"))));
        verify(postRequestedFor(urlPathEqualTo("/audit/v1/events"))
                .withHeader("x-api-key", equalTo("it-audit-key")));
    }
}
