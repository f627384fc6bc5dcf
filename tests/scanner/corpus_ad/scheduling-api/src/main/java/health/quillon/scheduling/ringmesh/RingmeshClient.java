package health.quillon.scheduling.ringmesh;

import jakarta.ws.rs.*;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.annotation.RegisterProvider;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

@RegisterRestClient(configKey = "ringmesh")
@RegisterClientHeaders(RingmeshHeaders.class)
@RegisterProvider(RingmeshExceptionMapper.class)
@Path("/contact-lists")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public interface RingmeshClient {

    @GET
    List<ContactListDto> lists();

    @POST
    ContactListDto create(ContactListDto list);

    @GET
    @Path("/{id}")
    ContactListDto get(@PathParam("id") String id);

    @POST
    @Path("/{id}/contacts")
    void addContacts(@PathParam("id") String id, AddContactsRequest body);

    @DELETE
    @Path("/{id}/contacts/{phone}")
    void removeContact(@PathParam("id") String id, @PathParam("phone") String phone);

    record ContactListDto(String id, String name, String ownerId) {}

    record AddContactsRequest(List<Contact> contacts) {
        public record Contact(String phone, String name) {}
    }
}
