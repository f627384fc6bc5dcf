package com.tidewell.quotedialer.pricing;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;

@ApplicationScoped
public class PricingFallback {

    /** API Gateway returns 502 when the pricing Lambda times out, 503 during deploys. */
    public boolean shouldUseCachedPrice(Response response) {
        int status = response.getStatus();
        return status == 502 || status == 503 || status == 504;
    }

    public boolean isUnknownProduct(Response response) {
        return response.getStatus() == 404;
    }
}
