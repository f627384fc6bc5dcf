package com.solstead.dialerbridge;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo;
import com.solstead.dialerbridge.ringlane.*;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.client.RestTemplateBuilder;

@WireMockTest
class RinglaneClientTest {
    private RinglaneClient client;

    @BeforeEach
    void setUp(WireMockRuntimeInfo wm) {
        RinglaneProperties p = new RinglaneProperties();
        p.setBaseUrl(wm.getHttpBaseUrl() + "/api/public/v1");
        p.setApiKey("test-key");
        client = new RinglaneClient(new RestTemplateBuilder(), p);
    }

    @Test
    void appendContactsSendsActingUser() {
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists/cl_42/contacts")).willReturn(noContent()));
        client.appendContacts("00u1abcdEFGH", "cl_42", List.of(Map.of("phone", "+15125550142")));
        verify(postRequestedFor(urlEqualTo("/api/public/v1/contact-lists/cl_42/contacts"))
                .withHeader("X-User-Id", equalTo("00u1abcdEFGH")));
    }

    @Test
    void returns404UserNotFoundAsUserNotFound() {
        stubFor(delete(urlPathMatching("/api/public/v1/contact-lists/.*"))
                .willReturn(aResponse().withStatus(404).withBody("{\"error\":\"user not found\"}")));
        RinglaneException e = catchThrowableOfType(() -> client.deleteList("00u1abcdEFGH", "cl_1"), RinglaneException.class);
        assertThat(e.getReason()).isEqualTo(RinglaneException.Reason.USER_NOT_FOUND);
    }
}
