package io.kestrel.crmbridge.callharbor;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import retrofit2.Response;

import static org.assertj.core.api.Assertions.assertThat;

class CallHarborErrorsTest {
    MockWebServer server;
    CallHarborApi api;

    @BeforeEach
    void setUp() throws Exception {
        server = new MockWebServer();
        server.start();
        api = new CallHarborConfig().callHarborApi(server.url("/api/public/v1/").toString(), "k", "00uTEST");
    }

    @AfterEach
    void tearDown() throws Exception { server.shutdown(); }

    @Test
    void returns404UserNotFoundAsUnknownActingUser() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(404).setBody("{\"error\":\"user not found\"}"));
        Response<?> r = api.getContactList("cl_1").execute();
        assertThat(CallHarborErrors.toException(r)).isInstanceOf(CallHarborException.UnknownActingUser.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void status503IsApiDisabled() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(503).setBody("{\"error\":\"API disabled\"}"));
        Response<?> r = api.listContactLists(null).execute();
        assertThat(CallHarborErrors.toException(r)).isInstanceOf(CallHarborException.ApiDisabled.class);
    }

    @Test
    void status502IsRetriedTwiceThenSurfaced() throws Exception {
        for (int i = 0; i < 3; i++) server.enqueue(new MockResponse().setResponseCode(502));
        Response<?> r = api.listContactLists(null).execute();
        assertThat(r.code()).isEqualTo(502);
        assertThat(server.getRequestCount()).isEqualTo(3);
    }
}
