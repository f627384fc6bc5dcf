package com.kestrelmutual.outreach.dialwell;

import jakarta.ws.rs.core.Response;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertThrows;

class DialwellErrorTranslatorTest {

    private final DialwellErrorTranslator translator = new DialwellErrorTranslator();

    @Test
    void mapsUnknownAgentOn404() {
        Response r = Response.status(404)
                .entity("{\"error\":\"user not found\"}")
                .type("application/json").build();
        assertThrows(DialwellUnknownAgentException.class, () -> translator.readOrThrow(r, Void.class));
    }

    @Test
    void badGateway502IsTransient() {
        Response r = Response.status(502).build();
        assertThrows(DialwellTransientException.class, () -> translator.readOrThrow(r, Void.class));
    }

    @Test
    void serviceUnavailable503MeansDisabled() {
        Response r = Response.status(503).build();
        assertThrows(DialwellDisabledException.class, () -> translator.readOrThrow(r, Void.class));
    }
}
