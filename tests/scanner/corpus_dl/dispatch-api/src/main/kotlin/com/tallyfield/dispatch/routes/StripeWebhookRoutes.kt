package com.tallyfield.dispatch.routes

import com.stripe.net.Webhook
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post

fun Route.stripeWebhookRoutes(endpointSecret: String) {
    post("/webhooks/stripe") {
        val payload = call.receiveText()
        val sigHeader = call.request.headers["Stripe-Signature"]
            ?: return@post call.respond(HttpStatusCode.BadRequest, mapOf("error" to "missing signature"))
        val event = try {
            Webhook.constructEvent(payload, sigHeader, endpointSecret)
        } catch (e: Exception) {
            return@post call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid signature"))
        }
        if (event.type == "invoice.payment_failed") {
            // TODO notify depot manager
        }
        call.respond(HttpStatusCode.OK)
    }
}
