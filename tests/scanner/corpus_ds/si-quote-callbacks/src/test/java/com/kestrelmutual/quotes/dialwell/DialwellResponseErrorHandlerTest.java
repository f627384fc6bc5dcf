package com.kestrelmutual.quotes.dialwell;

import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.mock.http.client.MockClientHttpResponse;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DialwellResponseErrorHandlerTest {

    private final DialwellResponseErrorHandler handler = new DialwellResponseErrorHandler();

    @Test
    void status404WithUnknownUserMeansSeatMissing() {
        var resp = new MockClientHttpResponse("{\"error\":\"User not found\"}".getBytes(), HttpStatus.NOT_FOUND);
        assertThatThrownBy(() -> handler.handleError(resp)).isInstanceOf(DialwellSeatMissingException.class);
    }

    @Test
    void status503IsUnavailable() {
        var resp = new MockClientHttpResponse("{}".getBytes(), HttpStatus.SERVICE_UNAVAILABLE);
        assertThatThrownBy(() -> handler.handleError(resp)).isInstanceOf(DialwellUnavailableException.class);
    }
}
