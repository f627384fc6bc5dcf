package com.kestrelfreight.crmbridge.sendgrid;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

import java.util.Map;

@Path("/v3/marketing")
@RegisterRestClient(configKey = "sendgrid")
@ClientHeaderParam(name = "Authorization", value = "Bearer ${sendgrid.api-key}")
public interface SendGridMarketingClient {

    @GET
    @Path("/lists")
    Map<String, Object> lists();

    @PUT
    @Path("/contacts")
    Map<String, Object> upsertContacts(Map<String, Object> body);
}
