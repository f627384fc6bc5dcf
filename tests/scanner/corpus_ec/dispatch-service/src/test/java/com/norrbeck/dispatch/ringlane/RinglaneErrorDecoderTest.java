package com.norrbeck.dispatch.ringlane;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Collections;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import feign.Request;
import feign.Response;

class RinglaneErrorDecoderTest {

    private final RinglaneErrorDecoder decoder = new RinglaneErrorDecoder(new ObjectMapper());

    @Test
    void status503_mapsToApiDisabled() {
        Exception e = decoder.decode("RinglaneClient#listContactLists", response(503, "{\"error\":\"API disabled on the server\"}"));
        assertThat(e).isInstanceOf(RinglaneApiDisabledException.class);
    }

    @Test
    void status404_withListMessage_mapsToListNotFound() {
        Exception e = decoder.decode("RinglaneClient#getContactList", response(404, "{\"error\":\"contact list not found\"}"));
        assertThat(e).isInstanceOf(RinglaneExceptions.ContactListNotFoundException.class);
    }

    @Test
    void garbageBody_fallsBackToReason() {
        Exception e = decoder.decode("RinglaneClient#getContactList", response(429, "<html>slow down</html>"));
        assertThat(e).isInstanceOf(RinglaneTransientException.class);
    }

    private static Response response(int status, String body) {
        Request request = Request.create(Request.HttpMethod.GET, "https://example.test", Collections.emptyMap(),
                null, StandardCharsets.UTF_8, null);
        return Response.builder().status(status).reason("err").request(request)
                .headers(Collections.emptyMap())
                .body(body, StandardCharsets.UTF_8).build();
    }
}
