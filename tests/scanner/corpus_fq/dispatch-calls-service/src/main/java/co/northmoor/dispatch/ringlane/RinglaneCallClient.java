package co.northmoor.dispatch.ringlane;

import co.northmoor.dispatch.ringlane.dto.CallDto;
import co.northmoor.dispatch.ringlane.dto.PlaceCallRequest;
import jakarta.ws.rs.*;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.annotation.RegisterProvider;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

@RegisterRestClient(configKey = "ringlane")
@RegisterProvider(RinglaneResponseExceptionMapper.class)
@ClientHeaderParam(name = "X-Api-Key", value = "${ringlane.api-key}")
@ClientHeaderParam(name = "x-user-email", value = "${ringlane.acting-user-email}")
@ClientHeaderParam(name = "User-Agent", value = "northmoor-dispatch-calls/1.14")
@Path("/calls")
@Produces(MediaType.APPLICATION_JSON)
public interface RinglaneCallClient {

    @POST
    CallDto placeCall(PlaceCallRequest request);

    @GET
    @Path("/{callId}")
    CallDto getCall(@PathParam("callId") String callId);
}
