package com.kestrelfreight.dialer;

import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import com.kestrelfreight.dialer.ringlane.RinglaneApi;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

@MicronautTest(environments = "test")
@WireMockTest(httpPort = 8089)
class RinglaneApiTest {

    @Inject RinglaneApi api;

    @Test
    void fetchesListsForOperator() {
        stubFor(get(urlPathEqualTo("/api/public/v1/contact-lists"))
                .willReturn(okJson("[{\"id\":\"cl_1\",\"name\":\"West\",\"contactCount\":3}]")));

        var lists = api.contactLists("auth0|abc123", 0, 50);

        assertEquals(1, lists.size());
        verify(getRequestedFor(urlPathEqualTo("/api/public/v1/contact-lists")));
    }

    @Test
    void returns503WhenServerSaysSo() {
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists/cl_1/contacts"))
                .willReturn(aResponse().withStatus(503)));
        org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
                () -> api.appendContacts("auth0|abc123", "cl_1", new RinglaneApi.AppendContacts(java.util.List.of())));
    }
}
