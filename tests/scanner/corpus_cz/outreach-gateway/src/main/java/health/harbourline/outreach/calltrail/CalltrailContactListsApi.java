package health.harbourline.outreach.calltrail;

import java.util.List;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.annotation.RegisterProvider;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

@RegisterRestClient(configKey = "calltrail")
@RegisterClientHeaders(CalltrailAuthHeadersFactory.class)
@RegisterProvider(CalltrailErrorMapper.class)
@Path("/contact-lists")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public interface CalltrailContactListsApi {

    @GET
    @Retry(maxRetries = 2, retryOn = CalltrailIdpUnavailableException.class)
    List<ContactListDto> list(@QueryParam("page") int page);

    @GET
    @Path("/{id}")
    ContactListDto get(@PathParam("id") String id);

    @POST
    ContactListDto create(ContactListDto.Create body);

    @PATCH
    @Path("/{id}")
    ContactListDto update(@PathParam("id") String id, ContactListDto.Update body);

    @DELETE
    @Path("/{id}")
    void delete(@PathParam("id") String id);

    /** Appends contacts by phone number. Acting user overrides the default service account. */
    @POST
    @Path("/{id}/contacts")
    void appendContacts(@PathParam("id") String id,
                        @HeaderParam("x-user-email") String actingUserEmail,
                        ContactListDto.Contacts contacts);

    @DELETE
    @Path("/{id}/contacts/{phone}")
    void removeContact(@PathParam("id") String id, @PathParam("phone") String phone);
}
