package com.tidewater.leadrouter.health;

import com.codahale.metrics.health.HealthCheck;
import com.tidewater.leadrouter.calloway.CallowayClient;

public class CallowayHealthCheck extends HealthCheck {

    private final CallowayClient calloway;

    public CallowayHealthCheck(CallowayClient calloway) {
        this.calloway = calloway;
    }

    @Override
    protected Result check() {
        int status = calloway.ping();
        if (status == 200) {
            return Result.healthy();
        }
        if (status == 503) {
            return Result.unhealthy("Calloway public API is disabled for this tenant");
        }
        if (status == 502) {
            return Result.unhealthy("Calloway identity provider unreachable");
        }
        return Result.unhealthy("Calloway returned " + status);
    }
}
