package co.northmoor.dispatch.ringlane;

import co.northmoor.dispatch.ringlane.dto.AppendContactsRequest;
import co.northmoor.dispatch.testing.WireMockResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.junit.jupiter.api.Assertions.*;

@QuarkusTest
@QuarkusTestResource(WireMockResource.class)
class RinglaneContactListClientTest {

    @Inject
    @RestClient
    RinglaneContactListClient client;

    @BeforeEach
    void reset() {
        WireMockResource.server().resetAll();
    }

    @Test
    void appendsContactsWithAccountKey() {
        WireMockResource.server().stubFor(post(urlEqualTo("/api/public/v1/contact-lists/cl_881/contacts"))
                .withHeader("x-api-key", equalTo("test-ringlane-key"))
                .willReturn(okJson("{\"id\":\"cl_881\",\"name\":\"Depot LEE\",\"size\":2}")));

        var list = client.appendContacts("cl_881", new AppendContactsRequest(List.of("+441134960000", "+441134960001")));

        assertEquals(2, list.size());
    }

    @Test
    void badGatewayIsTransient() {
        WireMockResource.server().stubFor(delete(urlPathMatching("/api/public/v1/contact-lists/.*"))
                .willReturn(aResponse().withStatus(502)));

        assertThrows(RinglaneTransientException.class, () -> client.deleteContactList("cl_1"));
    }

    @Test
    void serviceUnavailableIsNotRetried() {
        WireMockResource.server().stubFor(get(anyUrl()).willReturn(aResponse().withStatus(503)));

        assertThrows(RinglaneDisabledException.class, () -> client.getContactList("cl_1"));
        WireMockResource.server().verify(1, getRequestedFor(anyUrl()));
    }
}
