package com.tessaly.orders.dialer;

import static org.junit.Assert.assertEquals;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.header;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.method;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withStatus;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

import java.util.Collections;

import org.junit.Before;
import org.junit.Test;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.client.ClientHttpRequestInterceptor;
import org.springframework.test.web.client.MockRestServiceServer;
import org.springframework.web.client.RestTemplate;

public class DialSpanListClientTest {

    private MockRestServiceServer server;
    private DialSpanListClient client;

    @Before
    public void setUp() {
        RestTemplate rt = new RestTemplate();
        rt.setInterceptors(Collections.<ClientHttpRequestInterceptor>singletonList(new DialSpanAuthInterceptor("k", "u1")));
        server = MockRestServiceServer.createServer(rt);
        client = new DialSpanListClient();
        client.setRestTemplate(rt);
        client.setBaseUrl("http://dialspan.test");
        client.setRetryStatuses("429,502");
    }

    @Test
    public void appendPhonesPostsToListContacts() {
        server.expect(requestTo("http://dialspan.test/contact-lists/77/contacts"))
              .andExpect(method(HttpMethod.POST))
              .andExpect(header("X-User-Id", "u1"))
              .andRespond(withSuccess("{}", MediaType.APPLICATION_JSON));
        client.appendPhones("77", Collections.singletonList("+15555550100"));
        server.verify();
    }

    @Test
    public void returnsNullWhenServiceUnavailable503() {
        server.expect(requestTo("http://dialspan.test/contact-lists"))
              .andRespond(withStatus(HttpStatus.SERVICE_UNAVAILABLE)
                      .contentType(MediaType.APPLICATION_JSON)
                      .body("{\"error\":\"API disabled on the server\"}"));
        assertEquals(0, client.findLists().size());
    }
}
