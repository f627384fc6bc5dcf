package com.korvath.fms.dialer;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.junit.Assert.*;

import org.apache.http.impl.client.HttpClients;
import org.junit.Before;
import org.junit.Rule;
import org.junit.Test;

import com.github.tomakehurst.wiremock.junit.WireMockRule;

public class DialBridgeClientTest {

    @Rule
    public WireMockRule wm = new WireMockRule(18089);

    private DialBridgeClient client;

    @Before
    public void setUp() {
        client = new DialBridgeClient();
        client.setHttpClient(HttpClients.createDefault());
        client.setBaseUrl("http://localhost:18089/api/public/v1");
        client.setApiKey("test-key");
        client.setMaxRetries(2);
    }

    @Test
    public void listsContactLists() throws Exception {
        stubFor(get(urlEqualTo("/api/public/v1/contact-lists"))
                .withHeader("x-api-key", equalTo("test-key"))
                .willReturn(aResponse().withStatus(200).withBody("{\"data\":[]}")));
        assertEquals("{\"data\":[]}", client.listContactLists("rep@korvath-logistics.com"));
    }

    @Test
    public void status503MeansDisabled() throws Exception {
        stubFor(any(anyUrl()).willReturn(aResponse().withStatus(503)
                .withBody("{\"error\":\"API disabled on the server\"}")));
        try {
            client.listContactLists("rep@korvath-logistics.com");
            fail();
        } catch (DialBridgeException e) {
            assertFalse(e.isTransientFailure());
        }
    }

    @Test
    public void userNotFoundIsNotRetried() throws Exception {
        stubFor(any(anyUrl()).willReturn(aResponse().withStatus(404)
                .withBody("{\"error\":\"user not found\",\"details\":[]}")));
        try {
            client.listContactLists("ghost@korvath-logistics.com");
            fail();
        } catch (DialBridgeException e) {
            assertEquals(404, e.getStatus());
        }
        verify(1, getRequestedFor(anyUrl()));
    }
}
