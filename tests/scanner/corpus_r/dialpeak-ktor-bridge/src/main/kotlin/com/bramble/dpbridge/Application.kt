package com.bramble.dpbridge

import com.bramble.dpbridge.dialpeak.DialpeakClient
import com.bramble.dpbridge.dialpeak.DialpeakConfig
import com.bramble.dpbridge.dialpeak.DialpeakException
import com.bramble.dpbridge.plugins.CallerIdentity
import com.bramble.dpbridge.routes.webhookRoutes
import io.ktor.http.HttpStatusCode
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.*
import io.ktor.server.netty.EngineMain
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.plugins.statuspages.StatusPages
import io.ktor.server.response.respond
import io.ktor.server.routing.*

fun main(args: Array<String>) = EngineMain.main(args)

fun Application.module() {
    val cfg = DialpeakConfig.from(environment.config)
    val dialpeak = DialpeakClient(cfg)

    install(ContentNegotiation) { json() }
    install(CallerIdentity)
    install(StatusPages) {
        exception<DialpeakException> { call, e ->
            val status = if (e.transient) HttpStatusCode.ServiceUnavailable else HttpStatusCode.BadGateway
            call.respond(status, mapOf("error" to (e.message ?: "upstream error")))
        }
    }

    routing {
        get("/healthz") { call.respond(mapOf("ok" to true)) }
        get("/api/lists") { call.respond(dialpeak.lists()) }
        webhookRoutes(cfg, environment.config.propertyOrNull("stripe.webhookSecret")?.getString().orEmpty())
    }
}
