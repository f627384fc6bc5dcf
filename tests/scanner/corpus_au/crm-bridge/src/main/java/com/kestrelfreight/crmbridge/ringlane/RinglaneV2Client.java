package com.kestrelfreight.crmbridge.ringlane;

import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

import java.util.List;

/** Migrated calls (PLAT-2291). Auth is the per-workspace v2 key, no acting-user header. */
@Path("/api/public/v2")
@RegisterRestClient(configKey = "ringlane")
@ClientHeaderParam(name = "Authorization", value = "Bearer ${ringlane.v2.key}")
public interface RinglaneV2Client {

    @GET
    @Path("/audiences")
    Uni<AudiencePage> audiences(@QueryParam("cursor") String cursor);

    @POST
    @Path("/audiences/{audienceId}/members")
    Uni<Void> addMembers(@PathParam("audienceId") String audienceId, List<Member> members);

    record AudiencePage(List<Audience> data, String nextCursor) {}
    record Audience(String id, String name) {}
    record Member(String phone, String ownerId) {}
}
