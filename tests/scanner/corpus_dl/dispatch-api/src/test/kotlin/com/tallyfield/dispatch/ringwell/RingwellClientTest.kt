package com.tallyfield.dispatch.ringwell

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.ktor.client.engine.cio.CIO
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer

class RingwellClientTest : FunSpec({
    val server = MockWebServer()
    lateinit var client: RingwellClient

    beforeSpec { server.start() }
    afterSpec { server.shutdown() }

    beforeTest {
        client = RingwellClient(
            RingwellConfig(
                host = server.url("").toString().trimEnd('/'),
                apiVersion = "v1",
                apiKey = "test-key",
                requestTimeoutMs = 2_000,
            ),
            CIO.create(),
        )
    }

    test("lists contact lists as the acting user") {
        server.enqueue(MockResponse().setBody("""[{"id":"cl_1","name":"Depot North","contactCount":3}]""").addHeader("Content-Type", "application/json"))

        val lists = client.listContactLists("ops@tallyfield.com")

        lists.single().id shouldBe "cl_1"
        val recorded = server.takeRequest()
        recorded.path shouldBe "/api/public/v1/contact-lists"
        recorded.getHeader("x-api-key") shouldBe "test-key"
        recorded.getHeader("x-user-email") shouldBe "ops@tallyfield.com"
    }

    test("appends phones to a list") {
        server.enqueue(MockResponse().setResponseCode(204))
        client.appendContacts("cl_9", listOf("+15551230000"), "ops@tallyfield.com")
        server.takeRequest().path shouldBe "/api/public/v1/contact-lists/cl_9/contacts"
    }

    test("maps 404 user not found") {
        server.enqueue(MockResponse().setResponseCode(404).setBody("""{"error":"user not found","details":[]}"""))
        val ex = shouldThrow<RingwellException> { client.listContactLists("ghost@tallyfield.com") }
        ex.kind shouldBe RingwellErrorKind.USER_NOT_FOUND
    }

    test("maps 503 to API_DISABLED") {
        server.enqueue(MockResponse().setResponseCode(503).setBody("""{"error":"public API is disabled"}"""))
        val ex = shouldThrow<RingwellException> { client.listContactLists("ops@tallyfield.com") }
        ex.kind shouldBe RingwellErrorKind.API_DISABLED
    }

    test("retries 502 then succeeds") {
        server.enqueue(MockResponse().setResponseCode(502))
        server.enqueue(MockResponse().setBody("[]").addHeader("Content-Type", "application/json"))
        client.listContactLists("ops@tallyfield.com") shouldBe emptyList()
    }
})
