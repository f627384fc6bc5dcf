package health.harbourline.outreach.calltrail;

import java.util.Map;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;

import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/**
 * v2 client - scoped key in Authorization, structured errors ({"error": {"code", "message"}}).
 */
@RegisterRestClient(configKey = "calltrail-v2")
@ClientHeaderParam(name = "Authorization", value = "Bearer ${calltrail.v2.api-key}")
@Path("/campaigns")
public interface CalltrailAnalyticsV2Api {

    @GET
    @Path("/{id}/stats")
    Map<String, Object> stats(@PathParam("id") String campaignId, @QueryParam("from") String from);

    @GET
    @Path("/{id}/calls")
    Map<String, Object> calls(@PathParam("id") String campaignId,
                              @HeaderParam("Idempotency-Key") String idempotencyKey);
}
