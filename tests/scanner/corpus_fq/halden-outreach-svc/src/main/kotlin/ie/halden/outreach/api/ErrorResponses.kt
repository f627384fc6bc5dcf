package ie.halden.outreach.api

import jakarta.ws.rs.core.Response

/** Error body of our own outreach API, consumed by the broker portal. */
data class ErrorResponse(val error: String, val details: List<String> = emptyList())

object ErrorResponses {
    fun notFound(what: String): Response =
        Response.status(404).entity(ErrorResponse("$what not found")).build()

    fun upstreamDown(): Response =
        Response.status(502).entity(ErrorResponse("quotes service unreachable")).build()
}
