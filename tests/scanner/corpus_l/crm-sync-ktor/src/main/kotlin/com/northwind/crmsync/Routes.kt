package com.northwind.crmsync

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.*
import io.ktor.server.response.*
import io.ktor.server.routing.*

// Internal admin endpoints, fronted by oauth2-proxy which injects X-User-Email.
fun Application.adminRoutes(sync: SyncService) {
    routing {
        route("/internal/v1") {
            get("/sync/status") {
                val user = call.request.headers["X-User-Email"]
                    ?: return@get call.respond(HttpStatusCode.BadRequest, mapOf("error" to "missing user"))
                call.respond(sync.status(requestedBy = user))
            }
            post("/sync/run") {
                val userId = call.request.headers["X-User-Id"]
                if (userId == null) {
                    call.respond(HttpStatusCode.Unauthorized, mapOf("error" to "unauthenticated"))
                    return@post
                }
                when (val r = sync.trigger(userId)) {
                    is SyncResult.Busy -> call.respond(HttpStatusCode.ServiceUnavailable, mapOf("error" to "sync already running"))
                    is SyncResult.Started -> call.respond(HttpStatusCode.Accepted, r)
                }
            }
        }
    }
}
