package com.harborpike.field.calling

sealed class RinglaneFailure(message: String) : Exception(message) {
    class InvalidKey : RinglaneFailure("Ringlane rejected the API key")
    class MissingRep : RinglaneFailure("No rep attached to the request")
    class RepNotProvisioned(val email: String?) : RinglaneFailure("Rep not provisioned in Ringlane")
    class ListNotFound(val listId: String?) : RinglaneFailure("Call list not found")
    class IdentityProviderDown : RinglaneFailure("Ringlane could not reach SSO, try again")
    class ApiDisabled : RinglaneFailure("Ringlane API is switched off for our account")
    class RateLimited(val retryAfterSeconds: Long?) : RinglaneFailure("Slow down")
    class Unknown(val status: Int, detail: String) : RinglaneFailure(detail)
}
