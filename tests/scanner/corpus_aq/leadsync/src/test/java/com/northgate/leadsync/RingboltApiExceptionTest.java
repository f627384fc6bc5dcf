package com.northgate.leadsync;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import com.northgate.leadsync.ringbolt.RingboltApiException;
import com.northgate.leadsync.ringbolt.RingboltErrorBody;
import org.junit.Test;

public class RingboltApiExceptionTest {

    private static RingboltErrorBody body(String msg) {
        RingboltErrorBody b = new RingboltErrorBody();
        b.setError(msg);
        return b;
    }

    @Test
    public void status404WithUserMessageIsUnknownUser() {
        assertTrue(new RingboltApiException(404, body("user not found")).isUnknownActingUser());
    }

    @Test
    public void status404ForListIsNotUnknownUser() {
        assertFalse(new RingboltApiException(404, body("nope")).isUnknownActingUser());
    }

    @Test
    public void status502IsNotUnknownUser() {
        assertFalse(new RingboltApiException(502, null).isUnknownActingUser());
    }
}
