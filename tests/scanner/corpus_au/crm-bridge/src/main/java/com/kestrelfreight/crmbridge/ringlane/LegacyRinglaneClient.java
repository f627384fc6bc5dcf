package com.kestrelfreight.crmbridge.ringlane;

import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.annotation.RegisterProvider;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

import java.util.List;
import java.util.Map;

@Path("/api/public/v1")
@RegisterRestClient(configKey = "ringlane-legacy")
@RegisterProvider(RinglaneExceptionMapper.class)
@ClientHeaderParam(name = RinglaneHeaders.API_KEY, value = "${ringlane.legacy.key}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public interface LegacyRinglaneClient {

    @GET
    @Path("/contact-lists/{id}")
    @Retry(maxRetries = 2, retryOn = RinglaneIdpUnavailableException.class)
    Uni<Map<String, Object>> getList(@HeaderParam(RinglaneHeaders.ACTING_USER_EMAIL) String actingEmail,
                                     @PathParam("id") String id);

    @POST
    @Path("/contact-lists/{id}/contacts")
    Uni<Void> addContacts(@HeaderParam(RinglaneHeaders.ACTING_USER_EMAIL) String actingEmail,
                          @PathParam("id") String id, List<Map<String, String>> contacts);

    @DELETE
    @Path("/contact-lists/{id}/contacts/{contactId}")
    Uni<Void> removeContact(@HeaderParam(RinglaneHeaders.ACTING_USER_EMAIL) String actingEmail,
                            @PathParam("id") String id, @PathParam("contactId") String contactId);
}
