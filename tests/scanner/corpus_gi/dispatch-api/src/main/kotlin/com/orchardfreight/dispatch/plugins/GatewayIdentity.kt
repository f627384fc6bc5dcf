package com.orchardfreight.dispatch.plugins

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.createRouteScopedPlugin
import io.ktor.server.response.respond
import io.ktor.util.AttributeKey

val DispatcherEmailKey = AttributeKey<String>("dispatcherEmail")

/**
 * The internal ingress (oauth2-proxy) authenticates dispatchers and forwards
 * their identity in X-User-Email / X-User-Id. We trust it only behind the mesh.
 */
val GatewayIdentity = createRouteScopedPlugin("GatewayIdentity") {
    onCall { call ->
        val email = call.request.headers["X-User-Email"]
        val userId = call.request.headers["X-User-Id"]
        if (email.isNullOrBlank() || userId.isNullOrBlank()) {
            call.respond(HttpStatusCode.Unauthorized, mapOf("error" to "missing identity headers"))
            return@onCall
        }
        call.attributes.put(DispatcherEmailKey, email)
    }
}
