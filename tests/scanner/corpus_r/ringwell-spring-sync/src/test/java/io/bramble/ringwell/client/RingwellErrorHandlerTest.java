package io.bramble.ringwell.client;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.mock.http.client.MockClientHttpResponse;

class RingwellErrorHandlerTest {

    private final RingwellErrorHandler handler = new RingwellErrorHandler();

    private RingwellException run(String json, HttpStatus status) {
        return assertThrows(RingwellException.class,
                () -> handler.handleError(new MockClientHttpResponse(json.getBytes(), status)));
    }

    @Test
    void returns502AsRetryable() {
        RingwellException ex = run("{\"error\":\"identity provider unavailable\"}", HttpStatus.BAD_GATEWAY);
        assertTrue(ex.isRetryable());
    }

    @Test
    void userNotFoundIsNotRetryable() {
        RingwellException ex = run("{\"error\":\"user not found\"}", HttpStatus.NOT_FOUND);
        assertFalse(ex.isRetryable());
        assertEquals("Acting user is not provisioned in Ringwell", ex.getMessage());
    }

    @Test
    void serviceUnavailable503IsFatal() {
        RingwellException ex = run("{\"error\":\"API disabled\"}", HttpStatus.SERVICE_UNAVAILABLE);
        assertFalse(ex.isRetryable());
    }
}
