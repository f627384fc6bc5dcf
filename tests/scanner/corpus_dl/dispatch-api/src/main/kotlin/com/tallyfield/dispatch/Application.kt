package com.tallyfield.dispatch

import com.tallyfield.dispatch.geo.GeoClient
import com.tallyfield.dispatch.plugins.configureAuthentication
import com.tallyfield.dispatch.plugins.configureStatusPages
import com.tallyfield.dispatch.ringwell.RingwellClient
import com.tallyfield.dispatch.ringwell.RingwellConfig
import com.tallyfield.dispatch.routes.campaignRoutes
import com.tallyfield.dispatch.routes.ringwellWebhookRoutes
import com.tallyfield.dispatch.routes.stripeWebhookRoutes
import com.tallyfield.dispatch.sendgrid.SendGridClient
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.routing.routing
import kotlinx.serialization.json.Json

fun main(args: Array<String>) = io.ktor.server.netty.EngineMain.main(args)

fun Application.module() {
    install(ContentNegotiation) {
        json(Json { ignoreUnknownKeys = true; explicitNulls = false })
    }
    configureAuthentication()
    configureStatusPages()

    val ringwell = RingwellClient(RingwellConfig.from(environment.config))
    val sendGrid = SendGridClient(environment.config.property("sendgrid.apiKey").getString())
    val geo = GeoClient.fromConfig(environment.config)

    routing {
        campaignRoutes(ringwell, sendGrid, geo)
        ringwellWebhookRoutes(environment.config.property("ringwell.webhookSecret").getString())
        stripeWebhookRoutes(environment.config.property("stripe.webhookSecret").getString())
    }
}
