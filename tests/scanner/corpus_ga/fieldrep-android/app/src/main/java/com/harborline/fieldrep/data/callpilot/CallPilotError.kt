package com.harborline.fieldrep.data.callpilot

sealed class CallPilotError(message: String) : Exception(message) {
    object InvalidKey : CallPilotError("CallPilot rejected the API key")
    object MissingActingUser : CallPilotError("No acting user sent")
    data class RepNotProvisioned(val detail: String) : CallPilotError(detail)
    data class ListNotFound(val listId: String?) : CallPilotError("Contact list not found")
    data class Validation(val fields: Map<String, String>) : CallPilotError("Validation failed")
    object IdentityProviderDown : CallPilotError("Login provider unreachable, try again")
    object ApiDisabled : CallPilotError("CallPilot integration is switched off")
    object RateLimited : CallPilotError("Too many requests")
    data class Unknown(val status: Int, val raw: String?) : CallPilotError("HTTP $status")
}
