package com.northwind.crmsync.dialwave;

import static org.assertj.core.api.Assertions.assertThat;

import feign.Request;
import feign.Response;
import feign.RetryableException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DialwaveErrorDecoderTest {

    private final DialwaveErrorDecoder decoder = new DialwaveErrorDecoder();

    private Response response(int status, String json) {
        Request req = Request.create(Request.HttpMethod.GET, "https://api.dialwave.test/x",
                Map.of(), null, StandardCharsets.UTF_8, null);
        return Response.builder().status(status).request(req)
                .body(json, StandardCharsets.UTF_8).headers(Map.of()).build();
    }

    @Test
    void status502IsRetryable() {
        assertThat(decoder.decode("k", response(502, "{}"))).isInstanceOf(RetryableException.class);
    }

    @Test
    void status404WithUserMessageMapsToUserMissing() {
        Exception ex = decoder.decode("k", response(404, "{\"error\":\"user not found\"}"));
        assertThat(ex).isInstanceOf(DialwaveUserMissingException.class);
    }

    @Test
    void status503MeansDisabled() {
        assertThat(decoder.decode("k", response(503, "{\"error\":\"API disabled\"}")))
                .isInstanceOf(DialwaveDisabledException.class);
    }
}
