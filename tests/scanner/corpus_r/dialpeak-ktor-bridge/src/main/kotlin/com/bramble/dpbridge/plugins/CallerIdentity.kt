package com.bramble.dpbridge.plugins

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.*
import io.ktor.server.response.respond
import io.ktor.util.AttributeKey

val CallerKey = AttributeKey<String>("caller")

/**
 * Our own admin UI sends the logged-in operator in X-User-Id (set by the oauth2-proxy
 * in front of us). Reject anything that didn't come through the proxy.
 */
val CallerIdentity = createApplicationPlugin("CallerIdentity") {
    onCall { call ->
        if (call.request.local.uri.startsWith("/hooks/")) return@onCall
        val user = call.request.headers["X-User-Id"]
        if (user.isNullOrBlank()) {
            call.respond(HttpStatusCode.Unauthorized, mapOf("error" to "missing user"))
            return@onCall
        }
        call.attributes.put(CallerKey, user)
    }
}
