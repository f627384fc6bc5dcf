package com.quillstone.leads.talkpath;

import static com.github.tomakehurst.wiremock.client.WireMock.*;

import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.test.StepVerifier;

@WireMockTest(httpPort = 9561)
class TalkpathClientTest {

    TalkpathClient client = new TalkpathClient(WebClient.builder(),
            new TalkpathProperties("http://localhost:9561/api/public/v1", "test-key", "auth0|abc", Duration.ofSeconds(2)));

    @Test
    void appendsLeadsWithActingUser() {
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists/42/contacts"))
                .withHeader("X-User-Id", equalTo("auth0|abc"))
                .willReturn(aResponse().withStatus(201)));

        StepVerifier.create(client.appendLeads(42, List.of("+14155550100"))).verifyComplete();
    }

    @Test
    void userNotFoundIsMapped() {
        stubFor(post(urlPathMatching("/api/public/v1/contact-lists/7/contacts"))
                .willReturn(aResponse().withStatus(404).withBody("{\"error\":\"user not found\",\"details\":[]}")));

        StepVerifier.create(client.appendLeads(7, List.of("+14155550101")))
                .expectError(TalkpathUserException.class)
                .verify();
    }
}
