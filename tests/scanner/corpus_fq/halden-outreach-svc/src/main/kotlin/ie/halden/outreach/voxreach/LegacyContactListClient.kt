package ie.halden.outreach.voxreach

import jakarta.ws.rs.DELETE
import jakarta.ws.rs.GET
import jakarta.ws.rs.POST
import jakarta.ws.rs.Path
import jakarta.ws.rs.PathParam
import org.eclipse.microprofile.faulttolerance.Retry
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient

/**
 * Contact lists were never ported to audiences for the renewals team, so this still
 * talks to the old API. Remove once OUT-412 lands.
 */
@RegisterRestClient(configKey = "voxreach-legacy")
@ClientHeaderParam(name = "X-API-KEY", value = ["\${voxreach.legacy.api-key}"])
@ClientHeaderParam(name = "X-User-Email", value = ["\${voxreach.legacy.acting-email}"])
interface LegacyContactListClient {

    @GET
    @Path("/contact-lists/{listId}")
    fun get(@PathParam("listId") listId: String): LegacyContactList

    @POST
    @Path("/contact-lists/{listId}/contacts")
    @Retry(maxRetries = 4, delay = 500, retryOn = [LegacyTransientException::class])
    fun append(@PathParam("listId") listId: String, body: LegacyAppendContacts): LegacyContactList

    @DELETE
    @Path("/contact-lists/{listId}/contacts/{contactId}")
    fun remove(@PathParam("listId") listId: String, @PathParam("contactId") contactId: String)
}
