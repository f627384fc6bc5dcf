package com.kestrelhome.renewals.ringlane;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.mock.http.client.MockClientHttpResponse;

class RinglaneErrorHandlerTest {
    private final RinglaneErrorHandler handler = new RinglaneErrorHandler();

    @Test
    void status404WithUserNotFoundMapsToUserException() {
        var resp = new MockClientHttpResponse("{\"error\":\"user not found\"}".getBytes(), HttpStatus.NOT_FOUND);
        assertThatThrownBy(() -> handler.handleError(resp)).isInstanceOf(RinglaneUserNotFoundException.class);
    }

    @Test
    void status502IsTransient() {
        var resp = new MockClientHttpResponse("{\"error\":\"idp unreachable\"}".getBytes(), HttpStatus.BAD_GATEWAY);
        assertThatThrownBy(() -> handler.handleError(resp)).isInstanceOf(RinglaneTransientException.class);
    }

    @Test
    void status404ForOtherReasonIsGeneric() {
        var resp = new MockClientHttpResponse("{\"error\":\"contact list not found\"}".getBytes(), HttpStatus.NOT_FOUND);
        assertThatThrownBy(() -> handler.handleError(resp)).isExactlyInstanceOf(RinglaneException.class);
    }
}
