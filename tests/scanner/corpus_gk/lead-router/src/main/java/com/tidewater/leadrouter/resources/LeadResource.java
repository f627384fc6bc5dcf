package com.tidewater.leadrouter.resources;

import com.tidewater.leadrouter.api.LeadRequest;
import com.tidewater.leadrouter.calloway.CallowayClient;
import com.tidewater.leadrouter.calloway.CallowayErrors.CallowayException;
import com.tidewater.leadrouter.calloway.CallowayErrors.IdentityProviderDown;
import com.tidewater.leadrouter.enrich.EnrichmentClient;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashMap;
import java.util.Map;

@Path("/leads")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class LeadResource {

    private static final Logger log = LoggerFactory.getLogger(LeadResource.class);

    private final CallowayClient calloway;
    private final EnrichmentClient enrichment;
    private final String inboundListId;

    public LeadResource(CallowayClient calloway, EnrichmentClient enrichment, String inboundListId) {
        this.calloway = calloway;
        this.enrichment = enrichment;
        this.inboundListId = inboundListId;
    }

    /**
     * Called by the marketing site. The site's gateway forwards the logged-in agent in X-User-Email.
     */
    @POST
    public Response route(@Valid LeadRequest lead, @HeaderParam("X-User-Email") String submittedBy) {
        Map<String, String> fields = new HashMap<>();
        fields.put("source", lead.source());
        fields.put("submitted_by", submittedBy == null ? "web" : submittedBy);
        enrichment.lookupByEmail(lead.email()).ifPresent(p -> fields.put("company", String.valueOf(p.get("company"))));

        try {
            calloway.addContact(inboundListId, lead.phone(), fields);
        } catch (IdentityProviderDown e) {
            log.warn("Calloway IdP down, lead {} queued for retry", lead.email());
            throw new WebApplicationException("dialer temporarily unavailable", 503);
        } catch (CallowayException e) {
            log.error("Calloway rejected lead {}: {}", lead.email(), e.getMessage());
            throw new WebApplicationException("could not route lead", 502);
        }
        return Response.accepted(Map.of("status", "queued")).build();
    }
}
