package com.tallyfield.outreach.ringwell

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf
import kotlinx.coroutines.test.runTest
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.springframework.web.reactive.function.client.WebClient

class RingwellContactListClientTest {
    private lateinit var server: MockWebServer
    private lateinit var client: RingwellContactListClient

    @BeforeEach
    fun setUp() {
        server = MockWebServer().apply { start() }
        val webClient = WebClient.builder()
            .baseUrl(server.url("/api/public/v1").toString())
            .defaultHeader(RingwellHeaderNames.API_KEY, "k")
            .build()
        client = RingwellContactListClient(webClient)
    }

    @AfterEach
    fun tearDown() = server.shutdown()

    private fun json(body: String, code: Int = 200) =
        MockResponse().setResponseCode(code).setHeader("Content-Type", "application/json").setBody(body)

    @Test
    fun `list sends acting user id`() = runTest {
        server.enqueue(json("""[{"id":"cl_7","name":"Q3 renewals"}]"""))

        client.list("auth0|abc123").single().name shouldBe "Q3 renewals"

        val req = server.takeRequest()
        req.path shouldBe "/api/public/v1/contact-lists"
        req.getHeader("X-User-Id") shouldBe "auth0|abc123"
    }

    @Test
    fun `unknown user is mapped from 404 body`() = runTest {
        server.enqueue(json("""{"error":"User not found","details":[]}""", 404))
        shouldThrow<RingwellApiException> { client.list("auth0|nobody") }
            .shouldBeInstanceOf<RingwellApiException.UnknownUser>()
    }

    @Test
    fun `502 is retried`() = runTest {
        server.enqueue(json("""{"error":"identity provider unreachable"}""", 502))
        server.enqueue(json("[]"))
        client.list("auth0|abc123") shouldBe emptyList()
        server.requestCount shouldBe 2
    }

    @Test
    fun `remove phone hits the contact path`() = runTest {
        server.enqueue(MockResponse().setResponseCode(204))
        client.removePhone("auth0|abc123", "cl_7", "+15550001111")
        server.takeRequest().path shouldBe "/api/public/v1/contact-lists/cl_7/contacts/+15550001111"
    }
}
