package health.quillon.scheduling;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static io.restassured.RestAssured.given;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ReminderListResourceTest {

    @Test
    void unknownList_returns404() {
        stubFor(post(urlPathMatching("/api/public/v1/contact-lists/.*/contacts"))
                .willReturn(aResponse().withStatus(404).withBody("{\"error\":\"contact list not found\"}")));
        given().contentType("application/json").body("{\"phone\":\"+15550001111\"}")
                .when().post("/reminder-lists/cl_missing/patients")
                .then().statusCode(404);
    }

    @Test
    void identityProviderDown_returns503WithRetryAfter() {
        stubFor(post(urlPathMatching("/api/public/v1/contact-lists/cl_1/contacts"))
                .willReturn(aResponse().withStatus(502)));
        given().contentType("application/json").body("{\"phone\":\"+15550001111\"}")
                .when().post("/reminder-lists/cl_1/patients")
                .then().statusCode(503).header("Retry-After", "30");
    }
}
