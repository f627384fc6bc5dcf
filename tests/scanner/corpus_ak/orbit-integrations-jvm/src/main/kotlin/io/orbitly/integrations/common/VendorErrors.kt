package io.orbitly.integrations.common

import com.fasterxml.jackson.databind.JsonNode
import com.fasterxml.jackson.databind.ObjectMapper

sealed class VendorFailure(val vendor: String, val status: Int, message: String) : RuntimeException(message) {
    class Retryable(vendor: String, status: Int, message: String) : VendorFailure(vendor, status, message)
    class Permanent(vendor: String, status: Int, message: String) : VendorFailure(vendor, status, message)
    class ActingUserMissing(vendor: String, message: String) : VendorFailure(vendor, 404, message)
}

private val mapper = ObjectMapper()

/** Ringhub: flat {"error": "...", "details": [...]} bodies. */
fun ringhubFailure(status: Int, raw: String?): VendorFailure {
    val node: JsonNode = raw?.let { runCatching { mapper.readTree(it) }.getOrNull() } ?: mapper.createObjectNode()
    val msg = node.path("error").asText("ringhub error")
    return when {
        status == 404 && msg.equals("user not found", ignoreCase = true) -> VendorFailure.ActingUserMissing("ringhub", msg)
        status == 502 -> VendorFailure.Retryable("ringhub", status, "identity provider unreachable: $msg")
        status == 503 -> VendorFailure.Permanent("ringhub", status, "Ringhub public API disabled: $msg")
        status == 429 -> VendorFailure.Retryable("ringhub", status, msg)
        else -> VendorFailure.Permanent("ringhub", status, msg)
    }
}

/** Twilio: {"code": 20404, "message": "...", "more_info": "..."} bodies. */
fun twilioFailure(status: Int, raw: String?): VendorFailure {
    val node = raw?.let { runCatching { mapper.readTree(it) }.getOrNull() } ?: mapper.createObjectNode()
    val msg = node.path("message").asText("twilio error")
    return when (status) {
        429, 502, 503 -> VendorFailure.Retryable("twilio", status, msg)
        else -> VendorFailure.Permanent("twilio", status, "${node.path("code").asInt()}: $msg")
    }
}
