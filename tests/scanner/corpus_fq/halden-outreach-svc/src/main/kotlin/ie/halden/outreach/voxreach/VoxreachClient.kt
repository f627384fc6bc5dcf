package ie.halden.outreach.voxreach

import jakarta.ws.rs.GET
import jakarta.ws.rs.POST
import jakarta.ws.rs.Path
import jakarta.ws.rs.PathParam
import org.eclipse.microprofile.faulttolerance.Retry
import org.eclipse.microprofile.rest.client.annotation.ClientHeaderParam
import org.eclipse.microprofile.rest.client.annotation.RegisterProvider
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient

/** Voxreach v2 API (calls, audiences). */
@RegisterRestClient(configKey = "voxreach")
@RegisterProvider(VoxreachProblemMapper::class)
@ClientHeaderParam(name = "Authorization", value = ["Bearer \${voxreach.api-key}"])
interface VoxreachClient {

    @POST
    @Path("/calls")
    @Retry(maxRetries = 3, delay = 250, retryOn = [VoxreachRetryableException::class])
    fun startCall(request: StartCallRequest): CallResource

    @GET
    @Path("/audiences/{id}")
    fun audience(@PathParam("id") id: String): AudienceResource

    @POST
    @Path("/audiences/{id}/members")
    fun addMembers(@PathParam("id") id: String, body: AddMembersRequest): AudienceResource
}
