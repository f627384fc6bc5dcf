package com.halvorsen.sales.callforge;

import com.github.tomakehurst.wiremock.junit5.WireMockTest;
import com.github.tomakehurst.wiremock.junit5.WireMockRuntimeInfo;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.client.RestTemplateBuilder;

import java.util.List;

import static com.github.tomakehurst.wiremock.client.WireMock.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@WireMockTest
class CallForgeContactListClientTest {

    private CallForgeContactListClient client(WireMockRuntimeInfo wm) {
        CallForgeProperties props = new CallForgeProperties();
        props.setHost(wm.getHttpBaseUrl());
        props.setApiKey("test-key");
        return new CallForgeContactListClient(new CallForgeClientConfig().callForgeRestTemplate(new RestTemplateBuilder(), props));
    }

    @Test
    void addPhonesPostsToList(WireMockRuntimeInfo wm) {
        stubFor(post(urlEqualTo("/api/public/v1/contact-lists/cl_42/contacts")).willReturn(noContent()));
        client(wm).addPhones("00u1", "cl_42", List.of("+4791234567"));
        verify(postRequestedFor(urlEqualTo("/api/public/v1/contact-lists/cl_42/contacts")));
    }

    @Test
    void badGatewayIsTransient_502(WireMockRuntimeInfo wm) {
        stubFor(get(urlEqualTo("/api/public/v1/contact-lists")).willReturn(aResponse().withStatus(502)));
        assertThatThrownBy(() -> client(wm).list("00u1"))
                .isInstanceOf(CallForgeException.class)
                .matches(e -> ((CallForgeException) e).isTransientFailure());
    }

    @Test
    void unknownUserReturns404(WireMockRuntimeInfo wm) {
        stubFor(get(urlEqualTo("/api/public/v1/contact-lists?page=1")).willReturn(aResponse().withStatus(404)));
        assertThat(wm.getHttpPort()).isPositive();
    }
}
