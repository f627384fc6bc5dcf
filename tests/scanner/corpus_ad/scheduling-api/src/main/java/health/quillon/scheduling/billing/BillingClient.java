package health.quillon.scheduling.billing;

import jakarta.ws.rs.*;
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

@RegisterRestClient(configKey = "billing")
@ClientHeaderParam(name = "x-api-key", value = "${billing.api-key}")
@Path("/invoices")
public interface BillingClient {

    @GET
    @Path("/{patientId}/open")
    OpenBalance openBalance(@PathParam("patientId") String patientId,
                            @HeaderParam("X-User-Id") String staffId);

    record OpenBalance(String patientId, long cents) {}
}
