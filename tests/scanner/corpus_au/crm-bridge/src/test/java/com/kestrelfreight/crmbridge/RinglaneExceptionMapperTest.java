package com.kestrelfreight.crmbridge;

import com.kestrelfreight.crmbridge.ringlane.RinglaneExceptionMapper;
import com.kestrelfreight.crmbridge.ringlane.RinglaneIdpUnavailableException;
import jakarta.ws.rs.core.Response;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

class RinglaneExceptionMapperTest {

    private final RinglaneExceptionMapper mapper = new RinglaneExceptionMapper();

    @Test
    void badGatewayBecomesRetryable() {
        Response r = Response.status(502).entity("{\"error\":\"idp timeout\"}").build();
        assertInstanceOf(RinglaneIdpUnavailableException.class, mapper.toThrowable(r));
    }

    @Test
    void handles404And503() {
        assertInstanceOf(IllegalStateException.class, mapper.toThrowable(Response.status(503).build()));
    }
}
