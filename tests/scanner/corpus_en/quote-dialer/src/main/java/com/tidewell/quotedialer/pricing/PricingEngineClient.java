package com.tidewell.quotedialer.pricing;

import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/**
 * Internal pricing engine, exposed through AWS API Gateway. The gateway wants its
 * usage-plan key in x-api-key; 502/503 here mean the Lambda behind it is cold or throttled.
 */
@RegisterRestClient(configKey = "pricing")
@ClientHeaderParam(name = "x-api-key", value = "${pricing.gateway-key}")
@ClientHeaderParam(name = "X-User-Email", value = "quote-dialer@tidewell.com")
@Path("/quotes")
public interface PricingEngineClient {

    @POST
    @Retry(maxRetries = 2, retryOn = jakarta.ws.rs.WebApplicationException.class)
    Response price(PriceRequest request);

    record PriceRequest(String product, String postcode, int driverAge, long coverageCents) {}
}
