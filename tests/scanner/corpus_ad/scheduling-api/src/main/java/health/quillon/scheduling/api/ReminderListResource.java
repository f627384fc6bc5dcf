package health.quillon.scheduling.api;

import health.quillon.scheduling.ringmesh.RingmeshClient;
import health.quillon.scheduling.ringmesh.RingmeshClient.AddContactsRequest;
import health.quillon.scheduling.ringmesh.RingmeshException;
import jakarta.inject.Inject;
import jakarta.ws.rs.*;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.rest.client.inject.RestClient;

@Path("/reminder-lists")
public class ReminderListResource {

    @Inject
    @RestClient
    RingmeshClient ringmesh;

    @POST
    @Path("/{id}/patients")
    public Response addPatient(@PathParam("id") String listId, Map<String, String> body) {
        try {
            ringmesh.addContacts(listId, new AddContactsRequest(
                    List.of(new AddContactsRequest.Contact(body.get("phone"), body.get("name")))));
            return Response.noContent().build();
        } catch (RingmeshException.NotFound e) {
            return Response.status(404).entity(Map.of("error", "reminder list not found")).build();
        } catch (RingmeshException e) {
            if (e.isTransient()) {
                return Response.status(503).header("Retry-After", "30").build();
            }
            throw e;
        }
    }
}
