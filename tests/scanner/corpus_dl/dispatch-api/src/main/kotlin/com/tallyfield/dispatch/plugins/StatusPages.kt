package com.tallyfield.dispatch.plugins

import com.tallyfield.dispatch.ringwell.RingwellException
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.plugins.BadRequestException
import io.ktor.server.plugins.NotFoundException
import io.ktor.server.plugins.statuspages.StatusPages
import io.ktor.server.response.respond
import kotlinx.serialization.Serializable

@Serializable
data class DispatchError(val error: String, val requestId: String? = null)

fun Application.configureStatusPages() {
    install(StatusPages) {
        exception<BadRequestException> { call, cause ->
            call.respond(HttpStatusCode.BadRequest, DispatchError(cause.message ?: "bad request"))
        }
        exception<NotFoundException> { call, _ ->
            call.respond(HttpStatusCode.NotFound, DispatchError("not found"))
        }
        exception<RingwellException> { call, cause ->
            // never leak the upstream body to the browser
            call.respond(HttpStatusCode.BadGateway, DispatchError("dialer unavailable: ${cause.kind}"))
        }
        status(HttpStatusCode.ServiceUnavailable) { call, status ->
            call.respond(status, DispatchError("dispatch is in maintenance mode"))
        }
    }
}
