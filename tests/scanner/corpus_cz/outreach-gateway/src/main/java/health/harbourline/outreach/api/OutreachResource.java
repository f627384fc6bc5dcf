package health.harbourline.outreach.api;

import java.util.List;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;

import health.harbourline.outreach.calltrail.CalltrailContactListsApi;
import health.harbourline.outreach.calltrail.CalltrailException;
import health.harbourline.outreach.calltrail.ContactListDto;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * Our own API used by the care-coordinator portal. Identity comes from the API gateway.
 */
@Path("/api/outreach/contact-lists")
public class OutreachResource {

    @Inject
    @RestClient
    CalltrailContactListsApi calltrail;

    @GET
    public List<ContactListDto> lists(@HeaderParam("X-User-Id") String portalUserId) {
        return calltrail.list(1);
    }

    @POST
    @Path("/{id}/patients")
    public Response addPatients(@PathParam("id") String id,
                                @HeaderParam("X-User-Email") String coordinatorEmail,
                                ContactListDto.Contacts contacts) {
        try {
            calltrail.appendContacts(id, coordinatorEmail, contacts);
            return Response.noContent().build();
        } catch (CalltrailException e) {
            if (e.kind() == CalltrailException.Kind.ACTING_USER_UNKNOWN) {
                return Response.status(403).entity(new ErrorBody("coordinator has no dialer seat")).build();
            }
            throw e;
        }
    }

    public record ErrorBody(String error) { }
}
