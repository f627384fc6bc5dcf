package com.tidewater.reports.calloway.v2;

import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.*;

class CallowayV2ClientTest {

    @Test
    void sendsBearerAndParsesProblem() throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            server.enqueue(new MockResponse().setResponseCode(404)
                    .setBody("{\"error\":{\"code\":\"not_found\",\"message\":\"no such call\"}}"));
            CallowayV2Client client = new CallowayV2Client(server.url("/api/public/v2/"),
                    "cw_test_3f6c1a2e-8b4d-4f0a-9e77-2c5d1b0a9f13.s3cr3t");

            CallowayV2Exception ex = assertThrows(CallowayV2Exception.class,
                    () -> client.calls(Instant.EPOCH, Instant.now()));
            assertTrue(ex.isNotFound());

            RecordedRequest req = server.takeRequest();
            assertTrue(req.getHeader("Authorization").startsWith("Bearer cw_test_"));
        }
    }

    @Test
    void retriesOn502ThenSucceeds() throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            server.enqueue(new MockResponse().setResponseCode(502));
            server.enqueue(new MockResponse().setBody("{\"data\":[]}"));
            CallowayV2Client client = new CallowayV2Client(server.url("/api/public/v2/"), "k");
            assertEquals(0, client.calls(Instant.EPOCH, Instant.now()).path("data").size());
        }
    }
}
