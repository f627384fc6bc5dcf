package com.tallyfield.dispatch.routes

import com.tallyfield.dispatch.geo.GeoClient
import com.tallyfield.dispatch.plugins.GatewayIdentity
import com.tallyfield.dispatch.plugins.gatewayUser
import com.tallyfield.dispatch.ringwell.RingwellClient
import com.tallyfield.dispatch.sendgrid.SendGridClient
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.delete
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.route
import kotlinx.serialization.Serializable

@Serializable
data class CreateCampaignRequest(val name: String, val depotId: String, val phones: List<String>)

fun Route.campaignRoutes(ringwell: RingwellClient, sendGrid: SendGridClient, geo: GeoClient) {
    route("/api/campaigns") {
        install(GatewayIdentity)

        get {
            val user = call.gatewayUser
            call.respond(ringwell.listContactLists(actingUser = user.email))
        }

        post {
            val user = call.gatewayUser
            val body = call.receive<CreateCampaignRequest>()
            val region = geo.regionForDepot(body.depotId)
            val list = ringwell.createContactList("${body.name} (${region.code})", actingUser = user.email)
            ringwell.appendContacts(list.id, body.phones, actingUser = user.email)
            sendGrid.addToList("dispatch-campaign-owners", user.email)
            call.respond(HttpStatusCode.Created, list)
        }

        delete("/{id}/phones/{phone}") {
            val user = call.gatewayUser
            val id = call.parameters["id"]!!
            val phone = call.parameters["phone"]!!
            ringwell.removeContact(id, phone, actingUser = user.email)
            call.respond(HttpStatusCode.NoContent)
        }
    }

    get("/healthz") {
        // own health endpoint; the LB expects 503 while draining
        call.respond(HttpStatusCode.OK, mapOf("status" to "ok"))
    }
}
