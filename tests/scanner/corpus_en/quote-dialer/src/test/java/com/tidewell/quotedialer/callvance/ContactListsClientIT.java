package com.tidewell.quotedialer.callvance;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockserver.client.MockServerClient;
import org.mockserver.model.HttpRequest;
import org.mockserver.model.HttpResponse;
import org.testcontainers.containers.MockServerContainer;
import org.testcontainers.utility.DockerImageName;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@QuarkusTest
@QuarkusTestResource(ContactListsClientIT.MockServerResource.class)
class ContactListsClientIT {

    static MockServerContainer MOCKSERVER = new MockServerContainer(
            DockerImageName.parse("mockserver/mockserver").withTag("5.15.0"));

    public static class MockServerResource implements QuarkusTestResourceLifecycleManager {
        @Override
        public Map<String, String> start() {
            MOCKSERVER.start();
            return Map.of("quarkus.rest-client.callvance.url",
                    MOCKSERVER.getEndpoint() + "/api/public/v1");
        }

        @Override
        public void stop() {
            MOCKSERVER.stop();
        }
    }

    @Inject
    @RestClient
    ContactListsClient client;

    MockServerClient mock;

    @BeforeEach
    void reset() {
        mock = new MockServerClient(MOCKSERVER.getHost(), MOCKSERVER.getServerPort());
        mock.reset();
    }

    @Test
    void appendsContactsWithKeyAndActingUser() {
        mock.when(HttpRequest.request()
                        .withMethod("POST")
                        .withPath("/api/public/v1/contact-lists/77/contacts")
                        .withHeader("x-api-key", "test-key-not-real")
                        .withHeader("x-user-email", "test-bot@tidewell.com"))
                .respond(HttpResponse.response()
                        .withStatusCode(200)
                        .withHeader("content-type", "application/json")
                        .withBody("{\"added\":1,\"skipped\":0}"));

        var result = client.appendContacts(77, new ContactListsClient.AppendContactsRequest(
                List.of(new ContactListsClient.Contact("+15555550100", "A. Tester", "Q-1"))));

        assertEquals(1, result.added());
    }

    @Test
    void identityProviderOutageIsRetryable() {
        mock.when(HttpRequest.request().withPath("/api/public/v1/contact-lists/78"))
                .respond(HttpResponse.response().withStatusCode(502));

        var ex = assertThrows(CallvanceException.class, () -> client.get(78));
        assertTrue(ex.retryable());
    }

    @Test
    void disabledApiIsNotRetryable() {
        mock.when(HttpRequest.request().withPath("/api/public/v1/contact-lists"))
                .respond(HttpResponse.response().withStatusCode(503));

        var ex = assertThrows(CallvanceException.class, () -> client.list(1, 50));
        assertEquals(503, ex.status());
    }
}
