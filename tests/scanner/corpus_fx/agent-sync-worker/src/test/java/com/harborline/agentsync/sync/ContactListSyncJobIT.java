package com.harborline.agentsync.sync;

import com.harborline.agentsync.client.RingmetricFeignClient;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.cloud.contract.wiremock.AutoConfigureWireMock;
import org.springframework.test.context.TestPropertySource;

import java.util.List;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.when;

@SpringBootTest
@AutoConfigureWireMock(port = 0)
@TestPropertySource(properties = {
        "spring.cloud.openfeign.client.config.ringmetric.url=http://localhost:${wiremock.server.port}/api/public/v1",
        "spring.cloud.openfeign.client.config.crm-core.url=http://localhost:${wiremock.server.port}/crm",
        "agentsync.ringmetric.api-key=it-key",
        "agentsync.ringmetric.acting-user-id=00uTESTUSER",
        "agentsync.schedule.cron=-"
})
class ContactListSyncJobIT {

    @Autowired
    ContactListSyncJob job;

    @Autowired
    RingmetricFeignClient ringmetric;

    @MockBean
    MembershipRepository memberships;

    @Test
    void pushesActiveAgentPhonesToTheTerritoryList() {
        when(memberships.listIdFor(anyString())).thenReturn("cl_west");
        stubFor(get(urlPathEqualTo("/crm/v1/agents"))
                .willReturn(okJson("[{\"id\":\"a1\",\"phone\":\"+14155550111\",\"active\":true}]")));
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists/cl_west/contacts"))
                .willReturn(aResponse().withStatus(204)));

        job.syncTerritory("WEST");

        verify(postRequestedFor(urlEqualTo("/api/public/v1/contact-lists/cl_west/contacts"))
                .withHeader("X-API-Key", equalTo("it-key"))
                .withHeader("X-User-Id", equalTo("00uTESTUSER"))
                .withRequestBody(containing("+14155550111")));
    }

    @Test
    void listLookupGoesThroughFeign() {
        stubFor(get(urlPathMatching("/api/public/v1/contact-lists/.*"))
                .willReturn(okJson("{\"id\":\"cl_west\",\"name\":\"West\",\"contactCount\":3}")));

        var list = ringmetric.getContactList("cl_west");

        org.assertj.core.api.Assertions.assertThat(list.contactCount()).isEqualTo(3);
    }
}
