package com.tidewell.quotedialer.callvance;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.annotation.RegisterProvider;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

import java.util.List;

@RegisterRestClient(configKey = "callvance")
@RegisterProvider(CallvanceResponseMapper.class)
@ClientHeaderParam(name = CallvanceHeaders.API_KEY, value = "${callvance.api-key}")
@ClientHeaderParam(name = CallvanceHeaders.ACTING_USER_EMAIL, value = "${callvance.acting-user}")
@Path("/contact-lists")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public interface ContactListsClient {

    @GET
    List<ContactListDto> list(@QueryParam("page") int page, @QueryParam("per_page") int perPage);

    @POST
    ContactListDto create(CreateContactListRequest request);

    @GET
    @Path("/{listId}")
    ContactListDto get(@PathParam("listId") long listId);

    @PATCH
    @Path("/{listId}")
    ContactListDto rename(@PathParam("listId") long listId, RenameRequest request);

    @POST
    @Path("/{listId}/contacts")
    AppendResult appendContacts(@PathParam("listId") long listId, AppendContactsRequest request);

    @DELETE
    @Path("/{listId}/contacts/{phone}")
    void removeContact(@PathParam("listId") long listId, @PathParam("phone") String e164Phone);

    record ContactListDto(long id, String name, int size, String createdAt) {}
    record CreateContactListRequest(String name, String description) {}
    record RenameRequest(String name) {}
    record Contact(String phone, String name, String externalId) {}
    record AppendContactsRequest(List<Contact> contacts) {}
    record AppendResult(int added, int skipped) {}
}
