package co.northmoor.dispatch.ringlane;

import co.northmoor.dispatch.ringlane.dto.AppendContactsRequest;
import co.northmoor.dispatch.ringlane.dto.ContactListDto;
import co.northmoor.dispatch.ringlane.dto.CreateContactListRequest;
import jakarta.ws.rs.*;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.rest.client.annotation.RegisterProvider;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

import java.util.List;

@RegisterRestClient(configKey = "ringlane")
@RegisterProvider(RinglaneAuthFilter.class)
@RegisterProvider(RinglaneResponseExceptionMapper.class)
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public interface RinglaneContactListClient {

    @GET
    @Path("/contact-lists")
    List<ContactListDto> listContactLists(@QueryParam("page") int page, @QueryParam("per_page") int perPage);

    @POST
    @Path("contact-lists")
    ContactListDto createContactList(CreateContactListRequest request);

    @GET
    @Path("/contact-lists/{id}")
    ContactListDto getContactList(@PathParam("id") String id);

    @PATCH
    @Path("/contact-lists/{listId}")
    ContactListDto renameContactList(@PathParam("listId") String id, CreateContactListRequest request);

    @DELETE
    @Path("/contact-lists/{id: [A-Za-z0-9_]+}")
    void deleteContactList(@PathParam("id") String id);

    @POST
    @Path("/contact-lists/{id}/contacts")
    ContactListDto appendContacts(@PathParam("id") String id, AppendContactsRequest request);

    @DELETE
    @Path("/contact-lists/{id}/contacts/{phone}")
    void removeContact(@PathParam("id") String id, @PathParam("phone") String e164Phone);
}
