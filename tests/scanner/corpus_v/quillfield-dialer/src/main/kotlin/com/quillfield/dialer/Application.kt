package com.quillfield.dialer

import io.ktor.http.HttpStatusCode
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.*
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.response.respond
import io.ktor.server.routing.*

fun main(args: Array<String>) = io.ktor.server.netty.EngineMain.main(args)

fun Application.module() {
    install(ContentNegotiation) { json() }
    val gateway = CallPilotGateway(callPilotHttpClient(), CallPilotConfig.from(environment.config))

    routing {
        get("/health") { call.respond(mapOf("status" to "ok")) }

        post("/api/queues/{id}/dial") {
            // set by the agent desktop app, our own header
            val agent = call.request.headers["X-User-Id"]
                ?: return@post call.respond(HttpStatusCode.Unauthorized, mapOf("error" to "missing agent"))
            gateway.dialNext(call.parameters["id"]!!, agent)
            call.respond(HttpStatusCode.Accepted)
        }
    }
}
