package com.brightpath.outreach.ringlane;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo;
import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

@WireMockTest
class RinglaneClientTest {

    private RinglaneClient client(WireMockRuntimeInfo wm) {
        var props = new RinglaneProperties(wm.getHttpBaseUrl() + "/api/public/v1", "test-key",
                "svc@brightpathhealth.org", Duration.ofSeconds(1), Duration.ofSeconds(1), "s3cr3t");
        return new RinglaneClient(props, new ObjectMapper());
    }

    @Test
    void sendsSharedKeyAndActingUser(WireMockRuntimeInfo wm) {
        stubFor(get("/api/public/v1/contact-lists")
                .withHeader("x-api-key", equalTo("test-key"))
                .withHeader("x-user-email", equalTo("nurse.kim@brightpathhealth.org"))
                .willReturn(okJson("{\"data\":[{\"id\":\"cl_1\",\"name\":\"Flu shots\",\"contactCount\":12}]}")));

        assertThat(client(wm).contactLists("nurse.kim@brightpathhealth.org")).hasSize(1);
    }

    @Test
    void apiDisabledIs503(WireMockRuntimeInfo wm) {
        stubFor(post("/api/public/v1/contact-lists")
                .willReturn(aResponse().withStatus(503).withBody("{\"error\":\"API disabled on the server\"}")));

        assertThatThrownBy(() -> client(wm).createList("nurse.kim@brightpathhealth.org", "Flu shots"))
                .isInstanceOfSatisfying(RinglaneException.class, e -> assertThat(e.isApiDisabled()).isTrue());
    }

    @Test
    void handles404ForMissingList(WireMockRuntimeInfo wm) {
        stubFor(delete(urlPathMatching("/api/public/v1/contact-lists/.*/contacts/.*"))
                .willReturn(aResponse().withStatus(404).withBody("{\"error\":\"contact list not found\"}")));

        client(wm).removePatient("nurse.kim@brightpathhealth.org", "cl_missing", "+15555550199");
    }
}
