package co.northmoor.dispatch.mail;

import jakarta.ws.rs.*;
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

import java.util.List;

/** Mailwell driver newsletter audiences. */
@RegisterRestClient(configKey = "mailwell")
@ClientHeaderParam(name = "X-Api-Key", value = "${mailwell.api-key}")
public interface MailwellClient {

    @GET
    @Path("/contact-lists")
    List<MailwellList> lists();

    @POST
    @Path("/contact-lists/{listId}/contacts")
    void subscribe(@PathParam("listId") String listId, MailwellContact contact);

    @DELETE
    @Path("/contact-lists/{listId}/contacts/{email}")
    void unsubscribe(@PathParam("listId") String listId, @PathParam("email") String email);
}
