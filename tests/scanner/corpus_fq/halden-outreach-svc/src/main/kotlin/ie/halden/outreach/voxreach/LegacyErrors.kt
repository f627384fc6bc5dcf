package ie.halden.outreach.voxreach

import com.fasterxml.jackson.databind.JsonNode
import com.fasterxml.jackson.databind.ObjectMapper
import jakarta.ws.rs.WebApplicationException

class LegacyTransientException(message: String) : RuntimeException(message)
class LegacyApiDisabledException(message: String) : RuntimeException(message)

private val mapper = ObjectMapper()

fun WebApplicationException.toLegacyFailure(): RuntimeException {
    val raw = response.readEntity(String::class.java) ?: "{}"
    val node: JsonNode = mapper.readTree(raw)
    val msg = node.path("error").asText("unknown error")
    return when (response.status) {
        502 -> LegacyTransientException("voxreach SSO lookup failed: $msg")
        503 -> LegacyApiDisabledException(msg)
        404 -> if (msg == "contact list not found") IllegalStateException(msg) else LegacyTransientException(msg)
        else -> this
    }
}
