package com.pinecrest.outreach.dialcrest;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.method;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withStatus;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.test.web.client.MockRestServiceServer;
import org.springframework.web.client.RestTemplate;

class ContactListClientTest {

    private static final String ROOT = "https://api.dialcrest.test/api/public/v1";

    private MockRestServiceServer server;
    private ContactListClient client;

    @BeforeEach
    void setUp() {
        RestTemplate rest = new RestTemplateBuilder()
                .rootUri(ROOT)
                .errorHandler(new DialcrestErrorHandler(new ObjectMapper()))
                .build();
        server = MockRestServiceServer.bindTo(rest).build();
        client = new ContactListClient(rest);
    }

    @Test
    void findAllReadsLists() {
        server.expect(requestTo(ROOT + "/contact-lists"))
                .andExpect(method(HttpMethod.GET))
                .andRespond(withSuccess("[{\"id\":1,\"name\":\"Flu recall\",\"contactCount\":12}]", MediaType.APPLICATION_JSON));
        client.findAll();
        server.verify();
    }

    @Test
    void maps404UserNotFound() {
        server.expect(requestTo(ROOT + "/contact-lists/5"))
                .andRespond(withStatus(HttpStatus.NOT_FOUND)
                        .contentType(MediaType.APPLICATION_JSON)
                        .body("{\"error\":\"user not found\",\"details\":[]}"));
        assertThatThrownBy(() -> client.get(5))
                .isInstanceOf(DialcrestErrorHandler.ActingUserNotFoundException.class);
    }

    @Test
    void maps502ToIdpUnavailable() {
        server.expect(requestTo(ROOT + "/contact-lists/6")).andRespond(withStatus(HttpStatus.BAD_GATEWAY));
        assertThatThrownBy(() -> client.get(6))
                .isInstanceOf(DialcrestErrorHandler.IdpUnavailableException.class);
    }
}
