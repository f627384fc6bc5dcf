package com.harborline.agentsync.client;

import feign.Request;
import feign.Response;
import feign.RetryableException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RingmetricErrorDecoderTest {

    private final RingmetricErrorDecoder decoder = new RingmetricErrorDecoder();

    private static Response response(int status, String body) {
        Request request = Request.create(Request.HttpMethod.GET,
                "https://api.ringmetric.io/api/public/v1/contact-lists/cl_1",
                Map.of(), null, StandardCharsets.UTF_8, null);
        return Response.builder()
                .status(status)
                .request(request)
                .headers(Map.of())
                .body(body, StandardCharsets.UTF_8)
                .build();
    }

    @Test
    void status502_becomesIdpUnavailable() {
        var ex = decoder.decode("RingmetricFeignClient#getContactList",
                response(502, "{\"error\":\"identity provider unreachable\",\"details\":[]}"));
        assertThat(ex).isInstanceOf(RingmetricIdpUnavailableException.class);
    }

    @Test
    void status503_becomesDisabled() {
        var ex = decoder.decode("k", response(503, "{\"error\":\"API disabled on the server\"}"));
        assertThat(ex).isInstanceOf(RingmetricDisabledException.class);
    }

    @Test
    void status404UserNotFound_becomesUnknownUser() {
        var ex = decoder.decode("k", response(404, "{\"error\":\"user not found\"}"));
        assertThat(ex).isInstanceOf(RingmetricUnknownUserException.class);
    }

    @Test
    void status429_isRetryable() {
        var ex = decoder.decode("k", response(429, "{\"error\":\"rate limited\"}"));
        assertThat(ex).isInstanceOf(RetryableException.class);
    }

    @ParameterizedTest
    @ValueSource(ints = {400, 401, 500})
    void otherStatuses_fallBackToFeignDefault(int status) {
        var ex = decoder.decode("k", response(status, "{}"));
        assertThat(ex).isInstanceOf(feign.FeignException.class);
    }
}
