package com.orchardfreight.dispatch

import com.orchardfreight.dispatch.billing.stripeWebhooks
import com.orchardfreight.dispatch.db.DialerListRepository
import com.orchardfreight.dispatch.plugins.DispatcherEmailKey
import com.orchardfreight.dispatch.plugins.GatewayIdentity
import com.orchardfreight.dispatch.ringbase.RingbaseClient
import com.orchardfreight.dispatch.ringbase.RingbaseConfig
import com.orchardfreight.dispatch.ringbase.ringbaseWebhooks
import com.orchardfreight.dispatch.sync.RegionListSync
import io.ktor.http.HttpStatusCode
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.application.call
import io.ktor.server.application.install
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.plugins.statuspages.StatusPages
import io.ktor.server.response.respond
import io.ktor.server.routing.post
import io.ktor.server.routing.route
import io.ktor.server.routing.routing

fun main(args: Array<String>) = io.ktor.server.netty.EngineMain.main(args)

fun Application.module() {
    install(ContentNegotiation) { json() }
    install(StatusPages) {
        exception<IllegalArgumentException> { call, cause ->
            call.respond(HttpStatusCode.BadRequest, mapOf("error" to (cause.message ?: "bad request")))
        }
        exception<Throwable> { call, _ ->
            call.respond(HttpStatusCode.InternalServerError, mapOf("error" to "internal error"))
        }
    }

    val ringbaseConfig = RingbaseConfig.from(environment.config)
    val ringbase = RingbaseClient(ringbaseConfig)
    val sync = RegionListSync(ringbase, DialerListRepository())

    routing {
        ringbaseWebhooks(ringbaseConfig) { callId, outcome -> log.info("call {} -> {}", callId, outcome) }
        stripeWebhooks(environment.config.property("stripe.webhookSecret").getString()) { }
        route("/api/regions") {
            install(GatewayIdentity)
            post("/{region}/sync") {
                val region = call.parameters["region"]!!
                log.info("sync requested by {}", call.attributes[DispatcherEmailKey])
                sync.sync(region)
                call.respond(HttpStatusCode.Accepted)
            }
        }
    }
}
