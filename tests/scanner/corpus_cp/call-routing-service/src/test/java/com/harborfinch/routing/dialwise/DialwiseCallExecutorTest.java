package com.harborfinch.routing.dialwise;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class DialwiseCallExecutorTest {

    @Test
    void status503MeansDisabled() {
        assertThrows(DialwiseDisabledException.class, () -> FakeCalls.execute(503, "{\"error\":\"disabled\"}"));
    }

    @Test
    void status404UserNotFoundIsSpecific() {
        assertThrows(DialwiseUserMissingException.class, () -> FakeCalls.execute(404, "{\"error\":\"user not found\"}"));
    }

    @Test
    void retriesOn502() {
        assertEquals(3, FakeCalls.countAttempts(502, 502, 200));
    }
}
