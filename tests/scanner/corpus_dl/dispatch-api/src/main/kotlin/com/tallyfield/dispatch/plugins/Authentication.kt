package com.tallyfield.dispatch.plugins

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.application.ApplicationCall
import io.ktor.server.application.createRouteScopedPlugin
import io.ktor.server.application.install
import io.ktor.server.response.respond
import io.ktor.util.AttributeKey

data class GatewayUser(val email: String, val userId: String?)

val GatewayUserKey = AttributeKey<GatewayUser>("GatewayUser")

/**
 * The edge gateway authenticates the session cookie and forwards the identity as headers.
 * We trust those headers only because the pod is not reachable from outside the mesh.
 */
val GatewayIdentity = createRouteScopedPlugin("GatewayIdentity") {
    onCall { call ->
        val email = call.request.headers["X-User-Email"]
        val userId = call.request.headers["X-User-Id"]
        if (email.isNullOrBlank()) {
            call.respond(HttpStatusCode.Unauthorized, mapOf("error" to "missing identity"))
            return@onCall
        }
        call.attributes.put(GatewayUserKey, GatewayUser(email, userId))
    }
}

val InternalApiKey = createRouteScopedPlugin("InternalApiKey") {
    val expected = System.getenv("DISPATCH_INTERNAL_KEY")
    onCall { call ->
        if (call.request.headers["x-api-key"] != expected) {
            call.respond(HttpStatusCode.Forbidden, mapOf("error" to "invalid api key"))
        }
    }
}

fun Application.configureAuthentication() {
    // plugins are installed per route in routes/*.kt
}

val ApplicationCall.gatewayUser: GatewayUser
    get() = attributes[GatewayUserKey]
