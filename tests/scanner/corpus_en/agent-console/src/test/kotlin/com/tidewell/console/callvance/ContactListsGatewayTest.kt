package com.tidewell.console.callvance

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.matchers.shouldBe
import io.ktor.client.engine.mock.MockEngine
import io.ktor.client.engine.mock.respond
import io.ktor.http.HttpHeaders
import io.ktor.http.HttpStatusCode
import io.ktor.http.headersOf
import kotlinx.coroutines.test.runTest
import kotlin.test.Test

class ContactListsGatewayTest {

    private val settings = CallvanceSettings(host = "https://callvance.test", apiKey = "k", actingUserId = "auth0|agent-1")
    private val json = headersOf(HttpHeaders.ContentType, "application/json")

    @Test
    fun `append hits the list contacts route with auth headers`() = runTest {
        val engine = MockEngine { req ->
            req.url.encodedPath shouldBe "/api/public/v1/contact-lists/42/contacts"
            req.headers["X-API-Key"] shouldBe "k"
            req.headers["X-User-Id"] shouldBe "auth0|agent-1"
            respond("""{"added":1,"skipped":0}""", HttpStatusCode.OK, json)
        }
        val gw = ContactListsGateway(callvanceHttpClient(settings, engine))

        gw.append(42, listOf(DialerContact("+15555550111"))).added shouldBe 1
    }

    @Test
    fun `503 surfaces as ApiDisabled`() = runTest {
        val engine = MockEngine { respond("""{"error":"service unavailable"}""", HttpStatusCode.ServiceUnavailable, json) }
        val gw = ContactListsGateway(callvanceHttpClient(settings, engine))

        shouldThrow<CallvanceFailure.ApiDisabled> { gw.all() }
    }
}
