package health.harbourline.outreach;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import jakarta.inject.Inject;

import health.harbourline.outreach.calltrail.CalltrailContactListsApi;
import health.harbourline.outreach.calltrail.CalltrailException;
import health.harbourline.outreach.calltrail.ContactListDto;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(WireMockCalltrail.class)
class CalltrailContactListsApiTest {

    @Inject
    @RestClient
    CalltrailContactListsApi api;

    @BeforeEach
    void reset() {
        WireMockCalltrail.server.resetAll();
    }

    @Test
    void sendsSharedKey() {
        WireMockCalltrail.server.stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists"))
                .withHeader("X-API-KEY", equalTo("test-key"))
                .willReturn(okJson("[{\"id\":\"L1\",\"name\":\"Flu shots\",\"size\":3}]")));

        List<ContactListDto> lists = api.list(1);

        assertEquals(1, lists.size());
    }

    @Test
    void unknownActingUserIsDistinguishedFromMissingList() {
        WireMockCalltrail.server.stubFor(post(urlPathEqualTo("/api/public/v1/contact-lists/L1/contacts"))
                .withHeader("x-user-email", equalTo("ghost@harbourline.health"))
                .willReturn(aResponse().withStatus(404).withHeader("Content-Type", "application/json")
                        .withBody("{\"error\": \"user not found\"}")));

        CalltrailException ex = assertThrows(CalltrailException.class,
                () -> api.appendContacts("L1", "ghost@harbourline.health", new ContactListDto.Contacts(List.of())));
        assertEquals(CalltrailException.Kind.ACTING_USER_UNKNOWN, ex.kind());
    }

    @Test
    void disabledApiReturns503() {
        WireMockCalltrail.server.stubFor(delete(anyUrl()).willReturn(aResponse().withStatus(503)));

        CalltrailException ex = assertThrows(CalltrailException.class, () -> api.delete("L1"));
        assertEquals(CalltrailException.Kind.DISABLED, ex.kind());
    }
}
