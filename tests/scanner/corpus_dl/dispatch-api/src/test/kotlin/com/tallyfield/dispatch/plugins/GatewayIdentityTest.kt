package com.tallyfield.dispatch.plugins

import io.kotest.core.spec.style.StringSpec
import io.kotest.matchers.shouldBe
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.statement.bodyAsText
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.response.respondText
import io.ktor.server.routing.get
import io.ktor.server.routing.route
import io.ktor.server.routing.routing
import io.ktor.server.testing.testApplication

class GatewayIdentityTest : StringSpec({
    "rejects requests without X-User-Email with 401" {
        testApplication {
            application {
                routing {
                    route("/api/me") {
                        install(GatewayIdentity)
                        get { call.respondText(call.gatewayUser.email) }
                    }
                }
            }
            client.get("/api/me").status shouldBe HttpStatusCode.Unauthorized
        }
    }

    "exposes the gateway user" {
        testApplication {
            application {
                routing {
                    route("/api/me") {
                        install(GatewayIdentity)
                        get { call.respondText(call.gatewayUser.email) }
                    }
                }
            }
            val resp = client.get("/api/me") {
                header("X-User-Email", "dana@tallyfield.com")
                header("X-User-Id", "auth0|6611")
            }
            resp.bodyAsText() shouldBe "dana@tallyfield.com"
        }
    }
})
